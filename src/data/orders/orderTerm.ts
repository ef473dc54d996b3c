import * as v from 'valibot';

/**
 * What a plan order's `orderExtra` (JSON text; its members are designed: docs/commerce-api.md) says about the term bought: the unit
 * ('1y', '1m'... '1p' for pieces), how many units, and the domain the plan binds to. orderExtra is the backend's own
 * note and may hold other things or nothing: whatever does not fit is left out, never reported as a fault.
 */
export interface OrderTerm {
    unit?: string;
    duration?: number;
    domain?: string;
}

const term = v.looseObject({
    unit: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^1[ysmdp]$/))), undefined),
    duration: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    domain: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())), undefined),
});

export const orderTermOf = (orderExtra: string | undefined): OrderTerm => {
    let value: unknown;
    try {
        value = JSON.parse(orderExtra ?? '');
    } catch {
        return {};
    }
    const read = v.safeParse(term, value);
    if (!read.success) return {};
    const { unit, duration, domain } = read.output;
    return { ...(unit && duration ? { unit, duration } : {}), ...(domain ? { domain } : {}) };
};
