import type { Plan } from '../../../../data/plans/api';

/** The user's unused plans of one product: what a bulk bind hands out, one per domain. */
export interface UnusedProduct {
    productId: number;
    productName: string;
    count: number;
}

/** Unused plans grouped by product, in the order first met ("基础版 x 3"). */
export const groupUnused = (plans: readonly Plan[]): UnusedProduct[] => {
    const groups = new Map<number, UnusedProduct>();
    for (const plan of plans) {
        if (plan.mode !== 2) continue;
        const group = groups.get(plan.productId) ?? { productId: plan.productId, productName: plan.productName, count: 0 };
        group.count++;
        groups.set(plan.productId, group);
    }
    return [...groups.values()];
};
