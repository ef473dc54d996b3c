import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { userConsoleUrl } from './userConsoleUrl';

/**
 * "Sign in as this user": asks the server for a user token, then opens the user console in a new tab with
 * `?token=`. The tab is opened at the click (so no pop-up blocker stops it) and pointed at the console when the
 * token arrives; on a failure it is closed and the server's msg shown.
 */
export const useSignInAsUser = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const notify = useNotify();
    const mutation = useMutation({
        mutationFn: ({ userId }: { userId: number; tab: Window }) => dataProvider.signInAsUser(userId),
        onSuccess: (token, { tab }) => {
            tab.location.href = userConsoleUrl(window.location, token);
            notify('operation.users.signInOpened', { type: 'info' });
        },
        onError: (error, { tab }) => {
            tab.close();
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        },
    });
    const signIn = (userId: number) => {
        const tab = window.open('', '_blank');
        if (!tab) {
            notify('operation.users.popupBlocked', { type: 'warning' });
            return;
        }
        // the new console must not reach back into this one
        tab.opener = null;
        mutation.mutate({ userId, tab });
    };
    return { signIn, isPending: mutation.isPending };
};
