import dayjs from 'dayjs';
import type { Domain } from './api';

/**
 * The one reading of a plan's dates (the domain list, the domain's plan page, the dashboard's plan card).
 * Dates are the backend's "YYYY-MM-DD HH:mm:ss" (or anything dayjs reads).
 */

/** Days before the end from which a plan counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

type PlanUnit = 'y' | 's' | 'm' | 'd' | 'p';
type PlanState = 'active' | 'soon' | 'expired';

export interface PlanInfo {
    name: string;
    /** Price in cents, per `unit`. */
    priceCents?: number;
    unit: PlanUnit;
    start?: string;
    end?: string;
    /** Whole days from today to the end day (0 = ends today, negative = ended). */
    daysLeft?: number;
    state: PlanState;
}

const readable = (date: string | null | undefined): date is string => Boolean(date) && dayjs(date).isValid();

/** Whole days from today to the day a plan ends (0 = ends today, negative = already ended). */
export const daysLeft = (end: string, now: Date = new Date()): number => dayjs(end).startOf('day').diff(dayjs(now).startOf('day'), 'day');

/** The end has passed (a date that cannot be read never has). */
const isExpired = (end: string | null | undefined, now: Date = new Date()): boolean => readable(end) && dayjs(end).isBefore(dayjs(now));

/** Expired, ending within EXPIRING_SOON_DAYS, or active (no end = active). */
export const planState = (end: string | null | undefined, now: Date = new Date()): PlanState => {
    if (!readable(end)) return 'active';
    if (isExpired(end, now)) return 'expired';
    return daysLeft(end, now) <= EXPIRING_SOON_DAYS ? 'soon' : 'active';
};

/** productUnit as the backend writes it: "1y", "1s", "1m", "1d", "1p" (year, quarter, month, day, permanent). */
export const planUnit = (productUnit: unknown): PlanUnit => {
    const last = String(productUnit ?? '')
        .trim()
        .slice(-1)
        .toLowerCase();
    return (['y', 's', 'm', 'd', 'p'] as const).find(unit => unit === last) ?? 'y';
};

/** The bound plan of a domain, or undefined when none is bound (consume absent). */
export const planInfo = (domain: Pick<Domain, 'consume'>, now: Date = new Date()): PlanInfo | undefined => {
    const product = domain.consume?.product;
    if (!product?.productName) return undefined;
    const consume = domain.consume?.consume ?? {};
    const price = Number(product.productUnitPrice);
    const end = consume.effectEndTime || undefined;
    return {
        name: product.productName,
        priceCents: Number.isFinite(price) && product.productUnitPrice !== undefined ? price : undefined,
        unit: planUnit(product.productUnit),
        start: consume.effectStartTime || undefined,
        end,
        daysLeft: readable(end) ? daysLeft(end, now) : undefined,
        state: planState(end, now),
    };
};
