import type { Plan } from '../../data/plans/api';
import { UNIT_DAYS } from '../../data/plans/pricing';

/** What may be done with a plan, by its state (the demo backend refuses the same). */
export const planActions = (plan: Plan) => {
    const timed = UNIT_DAYS[plan.productUnit] !== undefined;
    const paid = plan.productUnitPrice > 0;
    return {
        bind: plan.mode === 2,
        unbind: plan.mode === 1 && plan.domainId > 0,
        renew: paid && timed && (plan.mode === 1 || plan.mode === 3),
        upgrade: timed && (plan.mode === 1 || plan.mode === 2),
        delete: plan.mode === 2,
    };
};
