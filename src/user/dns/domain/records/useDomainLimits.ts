import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import type { DomainLimits } from '../../../../data/changeSets/types';
import type { PlanLimits } from '../../../../zone';

/** The react-query key of a domain's limits: a write that adds or deletes records invalidates it (recordCount). */
export const domainLimitsKey = (domainId: number) => ['domainLimits', domainId] as const;

/**
 * What the domain's plan allows and how full its zone is (app/dns/domain/limits). Undefined while it loads or when
 * it cannot be read: the pickers then offer everything and the server stays the judge.
 */
export const useDomainLimits = (domainId: number): DomainLimits | undefined => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data } = useQuery({
        queryKey: domainLimitsKey(domainId),
        queryFn: () => dataProvider.getDomainLimits(domainId),
        enabled: domainId > 0,
        staleTime: 30_000,
        retry: false,
    });
    return data;
};

/** The limits as the zone checks take them (checkChangeSet's `limits`); undefined when not known. */
export const toPlanLimits = (limits: DomainLimits | undefined): PlanLimits | undefined =>
    limits && {
        plan: limits.plan,
        recordLimit: limits.recordLimit,
        minTtl: limits.minTtl,
        lineIds: limits.lineIds,
        recordTypes: limits.recordTypes,
    };

/**
 * Inside the record list: reads the limits again whenever the list's total changes (a record added or deleted
 * changes the zone's record count the over-limit notice shows).
 */
export const useLimitsFollowList = (domainId: number) => {
    const queryClient = useQueryClient();
    const { total } = useListContext();
    const previous = useRef(total);
    useEffect(() => {
        if (previous.current !== undefined && total !== undefined && previous.current !== total)
            void queryClient.invalidateQueries({ queryKey: domainLimitsKey(domainId) });
        previous.current = total;
    }, [total, domainId, queryClient]);
};
