import { GOODS_TYPE } from '../../data/orders/codes';
import { isRunning, renewalEnd, termEnd } from '../../data/plans/pricing';
import { nextId } from '../db';
import { isPlainObject } from '../fields';
import type { DemoConsume, DemoDb } from '../model';
import { formatDateTime } from '../time';
import type { DemoOrder } from './types';

/**
 * What a plan order carries in its orderExtra (JSON text), written when the order is created
 * (src/demo/routes/plans.ts) and applied when it is paid. The product is copied in, so a later price change or
 * an off-shelf product does not change what was bought.
 */
export interface PlanOrderExtra {
    productId: number;
    productName: string;
    /** Cents per unit, as bought. */
    productUnitPrice: number;
    unit: string;
    /** Units bought (years, months...) or pieces (value-added services, packages). */
    duration: number;
    /** The plan renewed, upgraded or the service is added to. */
    consumeId?: number;
    /** The domain a bought plan is bound to at once. */
    domainId?: number;
    /** The name of the domain the plan serves (bound at once, or the renewed or upgraded plan's), for the pay page. */
    domain?: string;
    /** Upgrade: the days left the difference was charged for. */
    days?: number;
}

export const orderExtraOf = (order: DemoOrder): PlanOrderExtra | undefined => {
    try {
        const value: unknown = JSON.parse(order.orderExtra);
        return isPlainObject(value) && typeof value.productId === 'number' ? (value as unknown as PlanOrderExtra) : undefined;
    } catch {
        return undefined;
    }
};

/** `units` of `unit` after `from`, in calendar terms (pricing.ts termEnd). */
export const addUnits = (from: Date, unit: string, units: number): string => formatDateTime(termEnd(from, unit, units));

/** A domain of the user with no plan in use: a bought plan may be bound to it. */
export const isBindable = (db: DemoDb, userId: number, domainId: number): boolean =>
    db.domains.some(domain => domain.id === domainId && domain.userId === userId) &&
    !db.consumes.some(consume => consume.domainId === domainId && consume.mode === 1);

const buy = (db: DemoDb, order: DemoOrder, extra: PlanOrderExtra, now: Date): void => {
    const domainId = extra.domainId && isBindable(db, order.userId, extra.domainId) ? extra.domainId : 0;
    const consume: DemoConsume = {
        id: nextId(db.consumes),
        userId: order.userId,
        productName: extra.productName,
        productId: extra.productId,
        productUnitPrice: extra.productUnitPrice,
        productUnit: extra.unit,
        effectStartTime: formatDateTime(now),
        effectEndTime: addUnits(now, extra.unit, extra.duration),
        domainId,
        free: false,
        mode: domainId ? 1 : 2,
    };
    db.consumes.push(consume);
    order.orderExtra = JSON.stringify({ ...extra, consumeId: consume.id });
};

const renew = (consume: DemoConsume, extra: PlanOrderExtra, now: Date): void => {
    if (!isRunning(consume, now)) consume.effectStartTime = formatDateTime(now);
    consume.effectEndTime = formatDateTime(renewalEnd(consume, extra.duration, now));
    if (consume.mode === 3) consume.mode = consume.domainId ? 1 : 2;
};

const upgrade = (consume: DemoConsume, extra: PlanOrderExtra, now: Date): void => {
    Object.assign(consume, {
        productId: extra.productId,
        productName: extra.productName,
        productUnitPrice: extra.productUnitPrice,
        productUnit: extra.unit,
        free: false,
    });
    // an unused plan that never started: its one period starts now, as binding would start it
    if (!consume.effectEndTime) {
        consume.effectStartTime = formatDateTime(now);
        consume.effectEndTime = addUnits(now, extra.unit, 1);
    }
};

/**
 * What a paid plan order does. buy: a new plan, in use when bound to a domain at once, else unused, running from
 * now; renew: a later expiry, from the current one (or from now when expired, the plan back in use); upgrade: the
 * plan becomes the higher product for the rest of its term; value-added goods (services and HTTPDNS packages,
 * sold per piece): the paid order is their record (app/product/user/vas/list reads the paid orders of goodsType
 * 13), nothing else changes.
 */
export const applyPlanOrder = (db: DemoDb, order: DemoOrder, now: Date): void => {
    const extra = orderExtraOf(order);
    if (!extra) return;
    if (order.goodsType === GOODS_TYPE.buy) return buy(db, order, extra, now);
    if (order.goodsType === GOODS_TYPE.vas) return;
    const consume = db.consumes.find(row => row.id === extra.consumeId && row.userId === order.userId);
    if (!consume) return;
    if (order.goodsType === GOODS_TYPE.renew) renew(consume, extra, now);
    if (order.goodsType === GOODS_TYPE.upgrade) upgrade(consume, extra, now);
};

/** The name of a domain of the demo's, or undefined. */
export const domainNameOf = (db: DemoDb, domainId: number): string | undefined => db.domains.find(domain => domain.id === domainId)?.domain;
