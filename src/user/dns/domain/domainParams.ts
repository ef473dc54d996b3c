import { useParams } from 'react-router-dom';

/** The domain a domain page is about, from /dns/domain/list/admin/:domain/:id/:userId/<tab>. */
export interface DomainParams {
    domain: string;
    id: number;
    userId: number;
}

export const useDomainParams = (): DomainParams => {
    const params = useParams();
    return { domain: params.domain ?? '', id: Number(params.id), userId: Number(params.userId) };
};
