import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useMutation } from './singleFlight';

/**
 * A secret the user can renew (API key, CDN access token): read fresh whenever its page opens (no cache across
 * users), and renewed by a call whose answer replaces it on screen at once. The caller gives the calls.
 */
export const useSecretQuery = <T>(queryKey: readonly unknown[], read: () => Promise<T>) => useQuery({ queryKey, queryFn: read, staleTime: 0, gcTime: 0 });

/** Renews the secret (the first one, or a new one replacing the old), then says `doneMessage`; a refusal shows its msg. */
export const useRenewSecret = <T>(queryKey: readonly unknown[], renew: () => Promise<T>, doneMessage: string) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: renew,
        onSuccess: (secret: T) => {
            queryClient.setQueryData(queryKey, secret);
            notify(doneMessage, { type: 'success' });
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
};
