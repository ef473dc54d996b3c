import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { useMutation } from '../../../ui/singleFlight';

interface DomainActionOptions {
    /** The success toast: a translation key; false for none (the caller says it). */
    success?: string | false;
    /** false: no error toast, for a caller that shows the refusal itself (at its field). */
    errorToast?: boolean;
}

/**
 * A domain call from a screen: runs it, says 操作成功 (or the server's msg), and refreshes the list.
 * The caller's onSuccess runs before the refresh; errors are rethrown to mutateAsync callers.
 */
export const useDomainAction = <A, R = unknown>(run: (provider: UserDataProvider, args: A) => Promise<R>, options: string | DomainActionOptions = {}) => {
    const { success = 'domains.notify.done', errorToast = true } = typeof options === 'string' ? { success: options } : options;
    const provider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    return useMutation({
        mutationFn: (args: A) => run(provider, args),
        onSuccess: () => {
            if (success) notify(success, { type: 'success' });
            refresh();
        },
        onError: (error: Error) => {
            if (errorToast) notify(error?.message || 'http.failed', { type: 'error' });
        },
    });
};
