import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import type { TokenLogin } from '../../authProvider/authProvider';
import { userPaths } from '../../user/paths';

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
            await login({ token } satisfies TokenLogin, userPaths.dashboard());
        },
        [login, queryClient],
    );
};
