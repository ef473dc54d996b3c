import { useGetOne } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { useDomainIds } from './domainParams';

/** The domain the current page is about (GET app/dns/domain/info), shared by the frame and the plan tab. */
export const useDomain = () => {
    const { id } = useDomainIds();
    return useGetOne<Domain>('domain', { id }, { enabled: Number.isFinite(id) && id > 0, staleTime: 30_000 });
};
