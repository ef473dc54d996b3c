import dayjs from 'dayjs';
import type { Domain } from '../../resources/domains/api';

/** Days before the end from which a plan counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

export type PlanUnit = 'y' | 's' | 'm' | 'd' | 'p';
export type PlanState = 'active' | 'soon' | 'expired';

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

/** productUnit as the backend writes it: "1y", "1s", "1m", "1d", "1p" (year, quarter, month, day, permanent). */
export const planUnit = (productUnit: unknown): PlanUnit => {
    const last = String(productUnit ?? '').trim().slice(-1).toLowerCase();
    return (['y', 's', 'm', 'd', 'p'] as const).find(unit => unit === last) ?? 'y';
};

/** The bound plan of a domain, or undefined when none is bound. */
export const planInfo = (domain: Pick<Domain, 'consume'>, now: Date = new Date()): PlanInfo | undefined => {
    const product = domain.consume?.product;
    if (!product?.productName) return undefined;
    const consume = (domain.consume?.consume ?? {}) as { effectStartTime?: string; effectEndTime?: string };
    const price = Number(product.productUnitPrice);
    const end = consume.effectEndTime || undefined;
    const daysLeft = end && dayjs(end).isValid() ? dayjs(end).startOf('day').diff(dayjs(now).startOf('day'), 'day') : undefined;
    const expired = end !== undefined && dayjs(end).isValid() && dayjs(end).isBefore(dayjs(now));
    const state: PlanState = expired ? 'expired' : daysLeft !== undefined && daysLeft <= EXPIRING_SOON_DAYS ? 'soon' : 'active';
    return {
        name: product.productName,
        priceCents: Number.isFinite(price) && product.productUnitPrice !== undefined ? price : undefined,
        unit: planUnit(product.productUnit),
        start: consume.effectStartTime || undefined,
        end,
        daysLeft,
        state,
    };
};
