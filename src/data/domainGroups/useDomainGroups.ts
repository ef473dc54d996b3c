import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { ALL_GROUPS_LIMIT, groupIndex, type DomainGroup } from './api';

/**
 * Every group of the account, from ONE list call (react-query shares it between the filter, the group column,
 * the add dialog and the move dialog), and the group of each domain read from the groups' domainIds.
 */
export const useDomainGroups = () => {
    const { data, isPending, error } = useGetList<DomainGroup>(
        'domainGroup',
        { pagination: { page: 1, perPage: ALL_GROUPS_LIMIT }, sort: { field: 'weight', order: 'ASC' }, filter: {} },
        // cells mount after the filter: they share its answer instead of asking again (a refresh still reloads)
        { staleTime: 60_000 },
    );
    const groups = useMemo(() => data ?? [], [data]);
    const byDomain = useMemo(() => groupIndex(groups), [groups]);
    return { groups, byDomain, isPending, error };
};
