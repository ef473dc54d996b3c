import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { ROOT_LINE_PARENT, type LineCalls } from '../../../data/lines/api';

/** The react-query key of a level; every level sits under ['lines']. */
export const lineLevelKey = (parent: number, domainId?: number) => ['lines', domainId ?? 0, parent] as const;

/** One level of the line tree, loaded when first shown and cached (the tree hardly changes). */
export const useLineLevel = (parent: number = ROOT_LINE_PARENT, domainId?: number, enabled = true) => {
    const dataProvider = useDataProvider<DataProvider & LineCalls>();
    return useQuery({
        queryKey: lineLevelKey(parent, domainId),
        queryFn: () => dataProvider.getLineLevel(parent, domainId),
        staleTime: 5 * 60_000,
        enabled,
    });
};

/** Forgets every loaded level: custom lines changed, so the picker's 自定义线路 branch must load again. */
export const useInvalidateLineTree = () => {
    const queryClient = useQueryClient();
    return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['lines'] }), [queryClient]);
};
