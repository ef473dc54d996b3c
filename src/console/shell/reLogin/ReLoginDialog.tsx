import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { PasswordInput, TextInput, required, useAuthProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { markSessionExpired } from '../../../authProvider/expiredNotice';
import { endReLogin, isReLoginPending, reLoginIdentity, setReLoginCondition, subscribeReLogin } from '../../../authProvider/reLoginPrompt';
import { loginPathFor } from '../../../authProvider/routeGuard';
import type { Flavour } from '../../../authProvider/session';
import { CaptchaImage } from '../../../open/login/CaptchaImage';
import { captchaPath, newCaptchaUuid } from '../../../open/login/captcha';
import { ClearCaptchaOnRefresh, loginErrorMessage } from '../../../open/login/formParts';
import type { HttpClient } from '../../../http/client';
import { LEAVE_WITHOUT_ASKING } from '../../../ui/LeaveGuard';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { hasUnsavedInput, trackUnsavedInput } from './unsavedInput';
import { Form } from '../../../ui/singleFlight';

const requiredField = required();

/**
 * The prompt's condition (run inside checkError, before the failed call settles): with unsaved input, the
 * page's queries pause until the sign-in (react-query holds them while "offline"). Otherwise a list refetched
 * while signed out would fail with 401, show its error in place of the page and unmount the form.
 */
const pauseIfUnsaved = (): boolean => {
    if (!hasUnsavedInput()) return false;
    onlineManager.setOnline(false);
    return true;
};

/** The prompt is over: queries run again (those paused resume), as far as the browser's network allows. */
const resumeQueries = () => onlineManager.setOnline(navigator.onLine);

interface Values {
    id?: string;
    password?: string;
    captcha?: string;
}

/**
 * SPEC section 8's re-login prompt ("登录已过期，您需要重新登录！") as a sign-in dialog over the page, for a 401
 * while the page holds unsaved input (reLoginPrompt.ts decides, unsavedInput.ts knows). Nothing under it
 * unmounts: signed in again with the same account, the user saves once more and the work is done; with another
 * account the console starts afresh on the dashboard. Mounted once, in the shell.
 */
export const ReLoginDialog = ({ flavour, http }: { flavour: Flavour; http: Pick<HttpClient, 'url'> }) => {
    const titleId = useId();
    const open = useSyncExternalStore(subscribeReLogin, isReLoginPending);
    // mounted from its first opening on (and kept, to close with its transition): most sessions never open it
    const opened = useOpenedOnce(open);

    useEffect(() => {
        const stopTracking = trackUnsavedInput();
        const unregister = setReLoginCondition(pauseIfUnsaved);
        return () => {
            unregister();
            stopTracking();
        };
    }, []);

    return opened ? (
        <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="relogin-dialog">
            <ReLoginForm flavour={flavour} http={http} titleId={titleId} />
        </Dialog>
    ) : null;
};

/** The dialog's content, mounted while it is open: a fresh captcha and no old error each time. */
const ReLoginForm = ({ flavour, http, titleId }: { flavour: Flavour; http: Pick<HttpClient, 'url'>; titleId: string }) => {
    const translate = useTranslate();
    const authProvider = useAuthProvider();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const notify = useNotify();
    const location = useLocation();
    const [uuid, setUuid] = useState(newCaptchaUuid);
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    const submit = async (values: Values) => {
        if (!authProvider) return;
        setBusy(true);
        setError(null);
        const before = reLoginIdentity();
        try {
            await authProvider.login({ [flavour === 'user' ? 'account' : 'username']: values.id, password: values.password, captcha: values.captcha, uuid });
            const identity = authProvider.getIdentity ? await authProvider.getIdentity() : undefined;
            const same = before !== undefined && identity !== undefined && String(identity.id) === before;
            endReLogin();
            resumeQueries();
            if (same) {
                // only what failed while signed out loads again: refetching the rest could reset the form under
                // the dialog (a form resets when the record or defaults it was opened with change)
                await queryClient.invalidateQueries({ predicate: query => query.state.status === 'error' });
            } else {
                queryClient.clear();
                // the page's input belongs to the previous account: no leave guard holds this back
                navigate('/', { state: LEAVE_WITHOUT_ASKING });
                notify('session.reLogin.otherAccount', { type: 'info' });
            }
        } catch (failure) {
            setError(loginErrorMessage(failure));
            setUuid(newCaptchaUuid());
        } finally {
            setBusy(false);
        }
    };

    const toLoginPage = () => {
        markSessionExpired(flavour);
        endReLogin();
        resumeQueries();
        navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
    };

    return (
        <>
            <DialogTitle id={titleId}>{translate('auth.expired')}</DialogTitle>
            <Box data-unsaved-ignore>
                <Form onSubmit={(values: FieldValues) => submit(values as Values)} noValidate>
                    <ClearCaptchaOnRefresh uuid={uuid} />
                    <DialogContent sx={{ pt: 0 }}>
                        <Alert severity="info" role="note" sx={{ mb: 2 }}>
                            {translate('session.reLogin.hint')}
                        </Alert>
                        {error ? (
                            <Alert severity="error" sx={{ mb: 2 }} role="alert">
                                {translate(error, { _: error })}
                            </Alert>
                        ) : null}
                        <TextInput
                            source="id"
                            label={flavour === 'user' ? 'auth.account' : 'auth.username'}
                            validate={requiredField}
                            autoComplete="username"
                            autoFocus
                            fullWidth
                            helperText={false}
                            sx={{ mb: 2 }}
                        />
                        <PasswordInput
                            source="password"
                            label="auth.password"
                            validate={requiredField}
                            autoComplete="current-password"
                            fullWidth
                            helperText={false}
                            sx={{ mb: 2 }}
                        />
                        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                            <TextInput
                                source="captcha"
                                label="auth.captcha"
                                validate={requiredField}
                                autoComplete="off"
                                fullWidth
                                helperText={false}
                                slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'off', spellCheck: false } }}
                                sx={{ m: 0 }}
                            />
                            <CaptchaImage src={http.url(captchaPath(flavour), { uuid })} onRefresh={() => setUuid(newCaptchaUuid())} />
                        </Box>
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        <Button onClick={toLoginPage}>{translate('session.reLogin.toLoginPage')}</Button>
                        <Button
                            type="submit"
                            variant="contained"
                            disabled={busy}
                            aria-busy={busy}
                            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
                        >
                            {translate('session.reLogin.signIn')}
                        </Button>
                    </DialogActions>
                </Form>
            </Box>
        </>
    );
};
