import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import type { TokenLogin } from '../../authProvider/authProvider';

export const AFTER_SIGN_UP_PATH = '/dns/dashboard';

/**
 * Signs in with a token an open call answered (regist, bind): the authProvider's login starts the session with
 * it as a sign-in does (the user read from userinfo), nothing cached from before, then the dashboard.
 */
export const useTokenSignIn = () => {
    const login = useLogin();
    const queryClient = useQueryClient();
    return useCallback(
        async (token: string) => {
            queryClient.clear();
            await login({ token } satisfies TokenLogin, AFTER_SIGN_UP_PATH);
        },
        [login, queryClient],
    );
};
