import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { UserDataProvider } from '../../apps/user/dataProvider';

/**
 * A domain call from a screen: runs it, says 操作成功 (or the server's msg), and refreshes the list.
 * The caller's onSuccess runs before the refresh; errors are rethrown to mutateAsync callers.
 */
export const useDomainAction = <A>(run: (provider: UserDataProvider, args: A) => Promise<unknown>, success = 'domains.notify.done') => {
    const provider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    return useMutation({
        mutationFn: (args: A) => run(provider, args),
        onSuccess: () => {
            notify(success, { type: 'success' });
            refresh();
        },
        onError: (error: Error) => notify(error?.message || 'http.failed', { type: 'error' }),
    });
};
