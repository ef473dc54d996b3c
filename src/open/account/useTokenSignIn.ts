import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogin, useNotify } from 'react-admin';
import type { TokenLogin } from '../../authProvider/authProvider';
import { userPaths } from '../../user/paths';

/**
 * Signs in with a token an open call answered (regist, bind): the authProvider's login starts the session with
 * it as a sign-in does (the user read from userinfo), nothing cached from before, then the dashboard, where
 * `done` (a translation key) is shown: after the sign-in, since signing in clears the notifications queued before.
 */
export const useTokenSignIn = () => {
    const login = useLogin();
    const notify = useNotify();
    const queryClient = useQueryClient();
    return useCallback(
        async (token: string, done: string) => {
            queryClient.clear();
            await login({ token } satisfies TokenLogin, userPaths.dashboard());
            notify(done, { type: 'success' });
        },
        [login, notify, queryClient],
    );
};
