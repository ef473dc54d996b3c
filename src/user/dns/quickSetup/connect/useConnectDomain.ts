import { useGetList } from 'react-admin';
import type { Domain } from '../../../../data/domains/api';
import { isShared } from '../../../../data/domains/api';
import { licenseAllows } from '../../../../data/domainLicenses/rights';

/** The most domains a name search can answer with the exact name among them (a search matches parts of names). */
const SEARCH_LIMIT = 100;

export type ConnectDomain =
    | { status: 'pending' }
    | { status: 'error'; error: unknown; retry: () => void }
    | { status: 'missing' }
    | { status: 'viewOnly'; domain: Domain }
    | { status: 'ready'; domain: Domain };

/**
 * The user's domain a link names, and whether the user may change its records: their own, or one shared with them
 * with the right to change records (a view-only licence refuses).
 */
export const useConnectDomain = (name: string): ConnectDomain => {
    const { data, isPending, error, refetch } = useGetList<Domain>(
        'domain',
        { pagination: { page: 1, perPage: SEARCH_LIMIT }, sort: { field: 'id', order: 'DESC' }, filter: { domain: name } },
        { enabled: name !== '' },
    );
    if (name === '') return { status: 'missing' };
    if (error) return { status: 'error', error, retry: () => void refetch() };
    if (isPending) return { status: 'pending' };
    const domain = data.find(candidate => candidate.domain.toLowerCase() === name);
    if (!domain) return { status: 'missing' };
    return isShared(domain) && !licenseAllows(domain.shareRights, 'records') ? { status: 'viewOnly', domain } : { status: 'ready', domain };
};
