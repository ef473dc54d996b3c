import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import type { Domain } from '../../../../data/domains/api';
import { gatherAll } from '../../../../data/records/batch';

/** Every domain of the signed-in user (app/dns/domain/list, 200 a page), for the import and export pickers and the record rule over the bulk pages. */
export const useUserDomains = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: ['domain', 'zoneTransfer', 'all'],
        queryFn: ({ signal }) =>
            gatherAll<Domain>(
                async (page, perPage) =>
                    dataProvider.getList<Domain>('domain', {
                        pagination: { page, perPage },
                        sort: { field: 'id', order: 'ASC' },
                        filter: {},
                        signal,
                    }) as Promise<{ data: Domain[]; total: number }>,
                { signal },
            ),
        staleTime: 30_000,
    });
};
