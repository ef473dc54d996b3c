import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import type { Recharge, RechargeRequest } from '../../../data/appUsers/types';
import { useMutation } from '../../../ui/singleFlight';

/** The recharge call: success toast, and every cached view of users and recharges read again. */
export const useRecharge = (onDone: (recharge: Recharge) => void) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: (request: RechargeRequest) => dataProvider.rechargeUser(request),
        onSuccess: recharge => {
            notify('operation.recharge.done', { type: 'success' });
            onDone(recharge);
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        // the user's balance (list, picker, detail) and the history
        onSettled: () => queryClient.invalidateQueries({ queryKey: ['appUser'] }),
    });
};
