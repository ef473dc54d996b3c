import { createContext, useContext } from 'react';
import { useParams } from 'react-router-dom';

/** The domain a domain page is about: its id and owner from /dns/domain/list/admin/:domain/:id/:userId/<tab>, its name from the server. */
export interface DomainParams {
    domain: string;
    id: number;
    userId: number;
}

/** The ids of the address; its name segment is only a label for people and never believed (DomainGate). */
export const useDomainIds = (): Pick<DomainParams, 'id' | 'userId'> => {
    const params = useParams();
    return { id: Number(params.id), userId: Number(params.userId) };
};

export const DomainContext = createContext<DomainParams | null>(null);

/** The domain of the page, as the server named it: only inside DomainGate, which renders the pages once it is read. */
export const useDomainParams = (): DomainParams => {
    const domain = useContext(DomainContext);
    if (!domain) throw new Error('useDomainParams is used outside a DomainGate');
    return domain;
};
