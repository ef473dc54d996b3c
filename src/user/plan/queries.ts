import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import type { PlanQuery } from '../../data/plans/api';

/** Every query of the plan screens starts with this key: one invalidation refreshes them all after a change. */
export const PLAN_QUERY_KEY = 'plan';

/** The paid and free plans of a mode, a page at a time (the previous page stays on screen while the next loads). */
export const usePlanLists = (query: PlanQuery) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: [PLAN_QUERY_KEY, 'lists', query],
        queryFn: () => dataProvider.getPlans(query),
        placeholderData: keepPreviousData,
    });
};

/** The products on sale of a type with their features, in catalogue order. */
export const useCatalogue = (productType: number) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: [PLAN_QUERY_KEY, 'catalogue', productType],
        queryFn: async () => {
            const [products, attrs] = await Promise.all([dataProvider.getCatalogue(productType), dataProvider.getProductAttrs(productType)]);
            return products.map(product => ({ ...product, attrs: attrs[product.id] }));
        },
    });
};

export type CatalogueItem = NonNullable<ReturnType<typeof useCatalogue>['data']>[number];

export const useRefreshPlans = () => {
    const queryClient = useQueryClient();
    return useCallback(() => queryClient.invalidateQueries({ queryKey: [PLAN_QUERY_KEY] }), [queryClient]);
};
