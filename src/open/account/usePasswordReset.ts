import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UserDataProvider } from '../../user/dataProvider';
import { LOGIN_PATH } from '../../authProvider/routeGuard';
import { accountTarget, errorMessage } from './account';

/**
 * Sets a new password with a code (POST app/account/forget/password): success goes to /login with a notice;
 * a refusal shows the server's msg and leaves the form as typed.
 */
export const usePasswordReset = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [busy, setBusy] = useState(false);
    const reset = useCallback(
        async (account: unknown, code: unknown, password: unknown) => {
            const target = accountTarget(account);
            if (!target) {
                notify('signup.accountFormat', { type: 'error' });
                return;
            }
            setBusy(true);
            try {
                await dataProvider.forgetPassword({ account: target, code: String(code ?? ''), password: String(password ?? '') });
                notify('signup.passwordReset', { type: 'success' });
                navigate(LOGIN_PATH, { replace: true });
            } catch (error) {
                notify(errorMessage(error, 'signup.resetFailed'), { type: 'error' });
                setBusy(false);
            }
        },
        [dataProvider, navigate, notify],
    );
    return { reset, busy };
};
