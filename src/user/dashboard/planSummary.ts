import dayjs from 'dayjs';
import type { Plan } from '../../data/plans/api';

/** What the plan card reads of a plan (data/plans getPlans answers more). */
export type Consume = Pick<Plan, 'id' | 'productName'> & Partial<Pick<Plan, 'domain'>> & { effectEndTime?: string | null };

/** A mode's paid and free plans, as getPlans answers them. */
export interface Consumes {
    paid: { list: Consume[]; total: number };
    free: { list: Consume[]; total: number };
}

export interface PlanSummary {
    inUse: number;
    expired: number;
    /** The in-use plan that ends first (plans without an end are never the nearest). */
    nearest?: Consume & { effectEndTime: string };
}

const endOf = (consume: Consume): number => (consume.effectEndTime ? dayjs(consume.effectEndTime).valueOf() : NaN);

/** The plan card's figures from the in-use and the expired consume lists (paid and free alike). */
export const summarisePlans = (inUse: Consumes, expired: Consumes): PlanSummary => {
    const nearest = [...inUse.paid.list, ...inUse.free.list].filter(consume => Number.isFinite(endOf(consume))).sort((a, b) => endOf(a) - endOf(b))[0];
    return {
        inUse: inUse.paid.total + inUse.free.total,
        expired: expired.paid.total + expired.free.total,
        nearest: nearest as PlanSummary['nearest'],
    };
};
