/**
 * Plan prices, in integer cents only (SPEC section 9): the console shows them and the demo backend charges them
 * with these same functions. Products are priced per unit ('1y' year, '1s' quarter, '1m' month, '1d' day,
 * '1p' piece); a purchase or renewal buys a whole number of units; an upgrade pays the difference of the two
 * daily rates over the days left, rounded up to the cent. No float arithmetic: products and divisions are done
 * on BigInt and checked to stay safe integers.
 */
import { parseDateTime } from '../../format/backendTime';

/** Days one unit lasts (a piece does not expire). */
export const UNIT_DAYS: Readonly<Record<string, number>> = { '1y': 365, '1s': 90, '1m': 30, '1d': 1 };

/** Calendar months one unit lasts ('1d' counts in days: UNIT_DAYS). */
const UNIT_MONTHS: Readonly<Record<string, number>> = { '1y': 12, '1s': 3, '1m': 1 };

/**
 * When a term of `units` x `unit` that starts at `from` ends: years, quarters and months are calendar ones (bought
 * 2026-11-28 10:00 for 2 years, it ends 2028-11-28 10:00; a month from 31 January ends on the last day of February),
 * days are days. A unit without a term (pieces) counts as a year.
 */
export const termEnd = (from: Date, unit: string, units: number): Date => {
    if (unit === '1d') return new Date(from.getFullYear(), from.getMonth(), from.getDate() + units, from.getHours(), from.getMinutes(), from.getSeconds());
    const months = (UNIT_MONTHS[unit] ?? 12) * units;
    const target = new Date(from.getFullYear(), from.getMonth() + months, 1, from.getHours(), from.getMinutes(), from.getSeconds());
    const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    target.setDate(Math.min(from.getDate(), lastDay));
    return target;
};

/** The durations offered for each unit, in units: 1, 2, 3, 5 years; 1, 3, 6, 12 months... pieces: a quantity. */
const DURATIONS: Readonly<Record<string, readonly number[]>> = {
    '1y': [1, 2, 3, 5],
    '1s': [1, 2, 4],
    '1m': [1, 3, 6, 12],
    '1d': [7, 30, 90],
    '1p': [1, 2, 5, 10],
};

/** Most pieces one order may buy. */
export const MAX_QUANTITY = 999;

export const durationsOf = (unit: string): readonly number[] => DURATIONS[unit] ?? DURATIONS['1y'];

/** A duration (or quantity) one may buy of a unit: one of the offered durations; pieces: any whole 1..MAX_QUANTITY. */
export const isValidDuration = (unit: string, duration: number): boolean =>
    Number.isInteger(duration) && (unit === '1p' ? duration >= 1 && duration <= MAX_QUANTITY : durationsOf(unit).includes(duration));

const safe = (value: bigint): number => {
    const number = Number(value);
    if (!Number.isSafeInteger(number)) throw new RangeError('amount out of range');
    return number;
};

const assertCents = (cents: number): void => {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('not a whole number of cents');
};

/** unit price (cents) x units, in cents. */
export const totalCents = (unitPriceCents: number, units: number): number => {
    assertCents(unitPriceCents);
    if (!Number.isSafeInteger(units) || units < 0) throw new RangeError('not a whole number of units');
    return safe(BigInt(unitPriceCents) * BigInt(units));
};

/** The whole days left until `end` ("YYYY-MM-DD HH:mm:ss"), counting a started day; 0 when past or unknown. */
export const daysLeft = (end: string | undefined, now: Date): number => {
    const ms = parseDateTime(end) - now.getTime();
    return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
};

interface Term {
    productUnit: string;
    effectEndTime?: string;
    /** 3: expired. */
    mode?: number;
}

/** Whether a plan still runs at `now` (not expired, its end ahead). */
export const isRunning = (plan: Term, now: Date): boolean => plan.mode !== 3 && parseDateTime(plan.effectEndTime) > now.getTime();

/** When a plan renewed for `units` would end: from its current end while it runs, else from now. */
export const renewalEnd = (plan: Term, units: number, now: Date): Date =>
    termEnd(isRunning(plan, now) ? new Date(parseDateTime(plan.effectEndTime)) : now, plan.productUnit, units);

interface Priced {
    /** Cents per unit. */
    productUnitPrice: number;
    productUnit: string;
}

/**
 * What an upgrade costs: (target daily rate - current daily rate) x days left, rounded up to the cent, where a
 * daily rate is the unit price over the unit's days. Undefined when the target is not dearer per day (not an
 * upgrade) or a unit has no days (pieces).
 */
export const upgradeCents = (current: Priced, target: Priced, days: number): number | undefined => {
    const currentDays = UNIT_DAYS[current.productUnit];
    const targetDays = UNIT_DAYS[target.productUnit];
    if (!currentDays || !targetDays || !Number.isSafeInteger(days) || days < 0) return undefined;
    assertCents(current.productUnitPrice);
    assertCents(target.productUnitPrice);
    // pT/dT - pC/dC over a common denominator dT*dC
    const perDay = BigInt(target.productUnitPrice) * BigInt(currentDays) - BigInt(current.productUnitPrice) * BigInt(targetDays);
    if (perDay <= 0n) return undefined;
    const denominator = BigInt(targetDays) * BigInt(currentDays);
    const numerator = perDay * BigInt(days);
    return safe((numerator + denominator - 1n) / denominator);
};

/** Whether `target` is a higher plan than `current`: dearer per day. */
export const isHigherPlan = (current: Priced, target: Priced): boolean => upgradeCents(current, target, 1) !== undefined;

/** The days an upgrade is charged for: what is left of the plan's term; a plan that never started: one unit. */
export const upgradeDays = (plan: { effectEndTime: string; productUnit: string }, now: Date): number =>
    plan.effectEndTime ? daysLeft(plan.effectEndTime, now) : (UNIT_DAYS[plan.productUnit] ?? 0);
