import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { userConsoleUrl } from './userConsoleUrl';
import { useMutation, useSingleFlight } from '../../../ui/singleFlight';

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
            notify('operation.users.signInOpened', { type: 'success' });
        },
        onError: (error, { tab }) => {
            tab.close();
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        },
    });
    // single-flight from the click on: a second click while the token is on its way opens no second tab
    const [signIn] = useSingleFlight(async (userId: number) => {
        const tab = window.open('', '_blank');
        if (!tab) {
            notify('operation.users.popupBlocked', { type: 'warning' });
            return;
        }
        // the new console must not reach back into this one
        tab.opener = null;
        // a refusal closes the tab and is shown by onError
        await mutation.mutateAsync({ userId, tab }).catch(() => undefined);
    });
    return { signIn, isPending: mutation.isPending };
};
