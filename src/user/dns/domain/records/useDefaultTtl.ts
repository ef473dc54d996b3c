import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { settingsQueryKey } from '../../../../data/domainSettings/api';

/**
 * The zone's own default TTL (its settings tab, app/dns/control/attr/info) for a new record; undefined while it
 * loads or when it cannot be read (the editor then starts at 600). The query key is the settings tab's
 * (settingsQueryKey), so both share one answer and a saved setting shows here at once.
 */
export const useDefaultTtl = (domainId: number): number | undefined => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data } = useQuery({
        queryKey: settingsQueryKey(domainId),
        queryFn: () => dataProvider.getDomainSettings(domainId),
        enabled: domainId > 0,
        staleTime: 60_000,
    });
    return data?.confDefaultTtl;
};
