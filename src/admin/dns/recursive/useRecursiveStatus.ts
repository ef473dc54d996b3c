import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import type { RecursiveStatus } from '../../../data/recursiveSegments';
import { useMutation } from '../../../ui/singleFlight';

const RECURSIVE_STATUS_KEY = ['recursiveStatus'] as const;

/**
 * The recursion/forwarding switches and root IPs, shared by every control of the page through react-query.
 * The settings card reads it when the page opens; the controls that only follow it (`follow`: the lock of the
 * segment buttons, whose rows mount after the list arrives) do not read it again on mounting.
 */
export const useRecursiveStatus = ({ follow = false }: { follow?: boolean } = {}) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({ queryKey: RECURSIVE_STATUS_KEY, queryFn: () => dataProvider.getRecursiveStatus(), refetchOnMount: !follow });
};

/**
 * Whether segment changes are locked (SPEC section 4: while recursion is off, add, batch delete, edit and
 * delete are disabled), and the tooltip saying why. Also locked, silently, until the status is known.
 */
export const useRecursionLock = (): { locked: boolean; hint?: string } => {
    const { data, isPending } = useRecursiveStatus({ follow: true });
    if (data) return data.recursiveEnable ? { locked: false } : { locked: true, hint: 'recursive.segments.disabledHint' };
    return { locked: isPending };
};

/**
 * A save of part of the status: on success the cached status takes the new value (then is re-read) and
 * `success` is notified; on failure the server's msg is notified and the cache is untouched.
 */
export const useStatusMutation = <T>(call: (value: T) => Promise<void>, apply: (status: RecursiveStatus, value: T) => RecursiveStatus, success: string) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: call,
        onSuccess: (_, value) => {
            queryClient.setQueryData<RecursiveStatus>(RECURSIVE_STATUS_KEY, old => (old ? apply(old, value) : old));
            notify(success, { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: RECURSIVE_STATUS_KEY });
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
};
