import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { useMutation } from '../../../ui/singleFlight';

/**
 * One of the calls that change an account, single-flight: the server's msg on a refusal, and every cached view of
 * users (list, detail, picker, balance history) read again once it settles.
 */
export const useAccountCall = <TVariables, TData>(
    call: (dataProvider: AdminDataProvider, variables: TVariables) => Promise<TData>,
    onDone: (data: TData, variables: TVariables) => void,
) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: (variables: TVariables) => call(dataProvider, variables),
        onSuccess: onDone,
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: ['appUser'] }),
    });
};
