import ArrowForward from '@mui/icons-material/ArrowForward';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useMemo } from 'react';
import { required, TextInput, useNotify, useTranslate } from 'react-admin';
import { useVerificationProvider } from '../../../data/verification/queries';
import { validateIdCard, validateRealName } from '../../../validation/idCard';
import { Form, useMutation } from '../../../ui/singleFlight';

interface IdentityValues {
    realName: string;
    idNumber: string;
}

const nameRules = [required('verification.validation.realNameRequired'), validateRealName];
const idRules = [required('verification.validation.idCardRequired'), validateIdCard];

/**
 * Step 1: the real name and the ID card number, checked at the field (the ID number's region, birth date and
 * checksum), then sent with the fee order's creation. A refusal shows the server's msg and keeps what was typed.
 */
export const IdentityForm = ({ initial, onDone }: { initial: IdentityValues; onDone: () => Promise<void> | void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useVerificationProvider();
    const defaultValues = useMemo(() => initial, [initial]);
    const submit = useMutation({
        mutationFn: async ({ realName, idNumber }: IdentityValues) => {
            await dataProvider.createRealnameOrder(realName.trim(), idNumber.trim().toUpperCase());
            await onDone();
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const onSubmit = (values: Partial<IdentityValues>) => {
        submit.mutate({ realName: values.realName ?? '', idNumber: values.idNumber ?? '' });
    };
    return (
        <Form<IdentityValues> defaultValues={defaultValues} onSubmit={onSubmit} noValidate>
            <Stack spacing={1} sx={{ maxWidth: 480 }} data-testid="identity-form">
                <TextInput
                    source="realName"
                    label="verification.info.realName"
                    helperText="verification.info.realNameHelp"
                    validate={nameRules}
                    autoComplete="name"
                />
                <TextInput
                    source="idNumber"
                    label="verification.info.idNumber"
                    helperText="verification.info.idNumberHelp"
                    validate={idRules}
                    autoComplete="off"
                    slotProps={{ htmlInput: { maxLength: 18, spellCheck: false } }}
                />
                <div>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={submit.isPending}
                        endIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : <ArrowForward />}
                    >
                        {translate(submit.isPending ? 'verification.info.submitting' : 'verification.info.submit')}
                    </Button>
                </div>
            </Stack>
        </Form>
    );
};
