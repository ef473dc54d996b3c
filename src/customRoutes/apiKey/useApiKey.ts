import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { UserDataProvider } from '../../apps/user/dataProvider';
import type { ApiKey } from '../../resources/apiKey/api';

const KEY = ['apiKey'] as const;

/** The user's API key (react-query: no cache across users, refetched when the page opens). */
export const useApiKey = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: KEY, queryFn: () => dataProvider.getApiKey(), staleTime: 0, gcTime: 0 });
};

/** Generates a key (the first, or a new one replacing the old); the page shows the answer at once. */
export const useResetApiKey = (doneMessage: string, onDone?: () => void) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: () => dataProvider.resetApiKey(),
        onSuccess: (key: ApiKey) => {
            queryClient.setQueryData(KEY, key);
            notify(doneMessage, { type: 'success' });
            onDone?.();
        },
        onError: (error: Error) => {
            notify(error.message || 'http.failed', { type: 'error' });
            onDone?.();
        },
    });
};
