import { RECORD_LIMITS } from '../../../../validation/recordLimits';
import type { PlanLimits } from '../../../../zone';

export interface TtlRange {
    min: number;
    max: number;
}

/** The TTLs a zone takes: the service's range (recordLimits.ts), its lower end raised to the plan's minimum. */
export const ttlRange = (limits?: PlanLimits): TtlRange => ({
    min: Math.max(RECORD_LIMITS.ttl.min, limits?.minTtl ?? 0),
    max: RECORD_LIMITS.ttl.max,
});

export const isOutside = (ttl: number, range: TtlRange): boolean => ttl < range.min || ttl > range.max;

/** The allowed TTL nearest to `ttl`: the range's end it passed, else itself. */
export const nearestTtl = (ttl: number, range: TtlRange): number => Math.min(range.max, Math.max(range.min, ttl));
