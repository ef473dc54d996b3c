import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useMutation } from '../../../ui/singleFlight';
import { ACCOUNT_KEYS } from './keys';
import { isFreshCodeCancelled } from '../../../data/account/freshCodeRetry';

/**
 * One change to the account (bind, change a password...): sent once per press (single-flight), the server's
 * refusal shown as its msg (the form keeps what was typed: nothing is reset), and on success a toast, the
 * shared user info refreshed (the shell's bind-mobile banner, this page) and `onDone`.
 */
export const useAccountAction = <T>(send: (values: T) => Promise<unknown>, { done, onDone }: { done: string; onDone: () => void }) => {
    const notify = useNotify();
    const queryClient = useQueryClient();
    const mutation = useMutation({
        mutationFn: send,
        onSuccess: async () => {
            notify(done, { type: 'success' });
            await Promise.all(ACCOUNT_KEYS.map(queryKey => queryClient.invalidateQueries({ queryKey })));
            onDone();
        },
        // closing the fresh-code dialog is no failure: nothing was sent
        onError: (error: Error) => {
            if (!isFreshCodeCancelled(error)) notify(error.message || 'http.failed', { type: 'error' });
        },
    });
    return { submit: mutation.mutate, pending: mutation.isPending };
};
