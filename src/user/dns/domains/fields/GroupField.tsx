import { Typography } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DomainGroup } from '../../../../data/domainGroups/api';
import type { Domain } from '../../../../data/domains/api';
import { useDomainGroups } from '../../../../data/domainGroups/useDomainGroups';

const GroupIndexContext = createContext<ReadonlyMap<number, DomainGroup>>(new Map());

/**
 * The groups of the table's domains, read once for the table (from the groups' domainIds: one list call). Each
 * cell asking for them itself was one more query observer per row; when they arrive, only the cells render again.
 */
export const GroupIndexProvider = ({ children }: { children: ReactNode }) => (
    <GroupIndexContext.Provider value={useDomainGroups().byDomain}>{children}</GroupIndexContext.Provider>
);

/** The domain's group (inside a GroupIndexProvider). */
export const GroupField = ({ record }: { record: Pick<Domain, 'id'> }) => {
    const translate = useTranslate();
    const group = useContext(GroupIndexContext).get(Number(record.id));
    return (
        <Typography variant="body2" color={group ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
            {group ? group.name : translate('domains.group.none')}
        </Typography>
    );
};
