import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { dnssecQueryKey, type DnssecInfo } from '../../../../data/dnssec/api';
import { useMutation } from '../../../../ui/singleFlight';
import type { UserDataProvider } from '../../../dataProvider';

/** A zone's DNSSEC state (GET dnssec/info). */
export const useDnssec = (id: number) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: dnssecQueryKey(id), queryFn: () => dataProvider.getDnssec(id) });
};

type Action = 'enableDnssec' | 'disableDnssec' | 'checkDnssec';

/**
 * One DNSSEC action on the zone: its answer is the zone's new state, kept as the query's data; `said` is the
 * notification of that state (the server's msg on a refusal).
 */
export const useDnssecAction = (id: number, action: Action, said: (info: DnssecInfo) => [message: string, type: 'success' | 'info']) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: () => dataProvider[action](id),
        onSuccess: info => {
            queryClient.setQueryData(dnssecQueryKey(id), info);
            const [message, type] = said(info);
            notify(message, { type });
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
};
