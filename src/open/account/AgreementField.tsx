import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useInput, useTranslate, ValidationError } from 'react-admin';
import type { UserDataProvider } from '../../user/dataProvider';
import { LoadError, PageLoading } from '../../ui/PageStates';
import { SafeHtml } from '../../ui/SafeHtml';

const mustAccept = (value: unknown) => (value === true ? undefined : 'signup.agreementRequired');

/** The service agreement (app/common/web/agent), read in a dialog. Accepting it there ticks the box. */
const AgreementDialog = ({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data, isPending, error, refetch } = useQuery({ queryKey: ['signup', 'agreement'], queryFn: () => dataProvider.getAgreement(), enabled: open });
    return (
        <Dialog open={open} onClose={onClose} scroll="paper" fullWidth maxWidth="sm" aria-labelledby="agreement-title">
            <DialogTitle id="agreement-title">{translate('signup.agreementTitle')}</DialogTitle>
            <DialogContent dividers data-testid="agreement-text">
                {isPending ? (
                    <PageLoading />
                ) : error ? (
                    <LoadError error={error} onRetry={() => void refetch()} />
                ) : data ? (
                    <SafeHtml html={data} />
                ) : (
                    <Box sx={{ color: 'text.secondary' }}>{translate('signup.agreementEmpty')}</Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('signup.close')}</Button>
                <Button variant="contained" onClick={onAccept} disabled={isPending || !!error}>
                    {translate('signup.agreementAccept')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** "I have read and accept the service agreement": must be ticked to register (field `agree`). */
export const AgreementField = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const { field, fieldState, formState } = useInput({ source: 'agree', defaultValue: false, validate: mustAccept });
    // read both flags on every render: react-hook-form updates only the form state a component has read
    const { isSubmitted } = formState;
    const { isTouched } = fieldState;
    const showError = !!fieldState.error && (isTouched || isSubmitted);
    return (
        <Box sx={{ mb: 1 }}>
            <FormControlLabel
                control={
                    <Checkbox checked={field.value === true} onChange={event => field.onChange(event.target.checked)} onBlur={field.onBlur} name="agree" />
                }
                label={
                    <>
                        {translate('signup.agreementPrefix')}
                        <Link
                            component="button"
                            type="button"
                            underline="hover"
                            onClick={event => {
                                event.preventDefault();
                                setOpen(true);
                            }}
                            sx={{ verticalAlign: 'baseline' }}
                        >
                            {translate('signup.agreementLink')}
                        </Link>
                    </>
                }
            />
            {showError ? (
                <FormHelperText error>
                    <ValidationError error={fieldState.error?.message ?? 'signup.agreementRequired'} />
                </FormHelperText>
            ) : null}
            <AgreementDialog
                open={open}
                onClose={() => setOpen(false)}
                onAccept={() => {
                    field.onChange(true);
                    setOpen(false);
                }}
            />
        </Box>
    );
};
