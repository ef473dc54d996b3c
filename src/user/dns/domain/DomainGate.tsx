import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { userPaths } from '../../paths';
import { usePathTab } from '../../../ui/PathTabs';
import { DOMAIN_PAGE_TABS } from '../../routes';
import type { Domain } from '../../../data/domains/api';
import { DomainContext, useDomainIds, type DomainParams } from './domainParams';
import { useDomain } from './useDomain';

/** The page's domain as the server answered it: its name, and its owner when the answer names one. */
const serverParams = (data: Domain | undefined, id: number, userId: number): DomainParams | null => {
    if (!data || typeof data.domain !== 'string' || !data.domain) return null;
    const owner = Number(data.userid);
    return { domain: data.domain, id, userId: Number.isFinite(owner) && owner > 0 ? owner : userId };
};

/**
 * A domain's pages render once the server has said which domain the id in the address is: the pages show and send
 * the server's name, never the address's (a crafted link cannot title one zone's records with another name). An
 * address whose name or owner differs from the server's is replaced by the right one.
 */
export const DomainGate = ({ children }: { children: ReactNode }) => {
    const { domain: named } = useParams();
    const { id, userId } = useDomainIds();
    const { search } = useLocation();
    const tab = usePathTab(DOMAIN_PAGE_TABS);
    const { data, error, isPending, refetch } = useDomain();
    const params = useMemo(() => serverParams(data, id, userId), [data, id, userId]);
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <PageLoading />;
    if (!params) return <LoadError error={new Error('http.badResponse')} onRetry={() => void refetch()} />;
    if (named !== params.domain || userId !== params.userId) {
        return <Navigate to={`${userPaths.domainPage(params, tab)}${search}`} replace />;
    }
    return <DomainContext.Provider value={params}>{children}</DomainContext.Provider>;
};
