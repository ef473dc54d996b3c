import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Form } from './singleFlight';

interface AccountDialogProps<T extends FieldValues> {
    /** Translation key of the title. */
    title: string;
    onClose: () => void;
    onSubmit: (values: T) => void;
    pending: boolean;
    defaultValues: T;
    /** Translation key of the submit button. */
    submitLabel: string;
    testId: string;
    children: ReactNode;
}

/**
 * A small form in a dialog (full screen on a phone): the fields, cancel and submit. Validation is at the fields;
 * the values stay as typed when the server refuses (the dialog stays open).
 */
export const AccountDialog = <T extends FieldValues>({
    title,
    onClose,
    onSubmit,
    pending,
    defaultValues,
    submitLabel,
    testId,
    children,
}: AccountDialogProps<T>) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog
            open
            onClose={pending ? undefined : onClose}
            fullWidth
            maxWidth="xs"
            fullScreen={phone}
            data-testid={testId}
            aria-labelledby={`${testId}-title`}
        >
            <Form defaultValues={defaultValues as FieldValues} onSubmit={(values: FieldValues) => onSubmit(values as T)} sanitizeEmptyValues={false} noValidate>
                <DialogTitle id={`${testId}-title`}>{translate(title)}</DialogTitle>
                <DialogContent>
                    <Stack spacing={0.5} sx={{ pt: 1 }}>
                        {children}
                    </Stack>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button onClick={onClose} disabled={pending}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={pending}
                        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
                    >
                        {translate(submitLabel)}
                    </Button>
                </DialogActions>
            </Form>
        </Dialog>
    );
};
