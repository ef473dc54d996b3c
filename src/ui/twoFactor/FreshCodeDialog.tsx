import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Form } from '../singleFlight';
import { useFormState } from 'react-hook-form';
import { FreshCodeCancelled } from '../../data/account/freshCodeRetry';
import { normalizeTotpCode, twoFactorRefusal } from '../../data/account/totp';
import twoFactorArea from '../../i18n/areas/twoFactor';
import { addAreaMessages } from '../../i18n/provider';
import { TotpCodeInput } from './CodeInput';
import { refusalMessage } from './refusal';

// opened from any screen (a domain's delete, say): it brings its own strings
addAreaMessages(twoFactorArea);

/** A call waiting for its fresh code: sent again with the code, and settled with what that answers. */
export interface FreshCodeRequest {
    attempt: (code: string) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
}

interface FreshCodeDialogProps {
    request: FreshCodeRequest;
    /** The request is settled (answered, failed or cancelled): close. */
    onSettled: () => void;
}

const Actions = ({ onCancel }: { onCancel: () => void }) => {
    const translate = useTranslate();
    const { isSubmitting } = useFormState();
    return (
        <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onCancel} disabled={isSubmitting}>
                {translate('ra.action.cancel')}
            </Button>
            <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
                {translate('ra.action.confirm')}
            </Button>
        </DialogActions>
    );
};

/**
 * Asks for a fresh code of the authenticator app and sends the waiting call again with it. A refused code (wrong,
 * locked) shows at the field and the dialog stays; another failure ends the call with its error; closing the dialog
 * ends it with FreshCodeCancelled.
 */
export const FreshCodeDialog = ({ request, onSettled }: FreshCodeDialogProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const submit = async (values: Record<string, unknown>) => {
        try {
            request.resolve(await request.attempt(normalizeTotpCode(String(values.code ?? ''))));
        } catch (error) {
            if (twoFactorRefusal((error as { code?: unknown } | null)?.code)) return { code: refusalMessage(error) };
            request.reject(error);
        }
        onSettled();
        return undefined;
    };
    const onCancel = () => {
        request.reject(new FreshCodeCancelled());
        onSettled();
    };
    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="xs" fullScreen={phone} data-testid="fresh-code-dialog" aria-labelledby="fresh-code-title">
            <Form onSubmit={submit} noValidate>
                <DialogTitle id="fresh-code-title">{translate('twoFactor.fresh.title')}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                        {translate('twoFactor.fresh.intro')}
                    </Typography>
                    <TotpCodeInput autoFocus />
                </DialogContent>
                <Actions onCancel={onCancel} />
            </Form>
        </Dialog>
    );
};
