import { useGetList } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { pickZone, zoneSearchText } from '../../../data/sslOrders/txtRecord';

/**
 * The user's hosted domain that holds `fqdn`, if any: the domain list searched by the name's last two labels
 * (it filters by substring), the longest zone containing the name chosen.
 */
export const useHostedZone = (fqdn: string) => {
    const { data, isPending } = useGetList<Domain>('domain', {
        filter: { domain: zoneSearchText(fqdn) },
        pagination: { page: 1, perPage: 100 },
    });
    return { zone: data ? pickZone(fqdn, data) : undefined, isPending };
};
