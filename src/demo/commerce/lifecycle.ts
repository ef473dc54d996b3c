import { ORDER_STATUS, PAY_METHOD, type GoodsType, type PayMethod } from '../../data/orders/codes';
import { nextId } from '../db';
import type { DemoDb } from '../model';
import { formatDateTime, parseDateTime } from '../time';
import { settleRefunds } from './refund';
import { settleOrder } from './settle';
import type { DemoOrder } from './types';

/**
 * An order's life in the demo backend, apart from what each route does to it: its creation (one numbering, one
 * time to pay) and what time does to it (an online payment the channel has reported paid is settled; an unpaid
 * order past its expiry expires; refunds that have come due complete). Every route that reads orders or what
 * they buy catches up first, as the real backend's jobs would have by then.
 */

/** An unpaid order expires after half an hour. */
const ORDER_TTL_MS = 30 * 60_000;

/** How long after an online payment starts the demo's channel reports it paid. */
export const SETTLE_AFTER_MS = 6000;

/** A unique order number: the time to the second, then a sequence ("20261123161530" + "0001"). */
const newOrderId = (db: DemoDb, now: Date): string => {
    const stamp = formatDateTime(now).replace(/\D/g, '');
    for (let seq = db.orders.length + 1; ; seq++) {
        const candidate = `${stamp}${String(seq % 10_000).padStart(4, '0')}`;
        if (!db.orders.some(order => order.orderId === candidate)) return candidate;
    }
};

interface NewOrder {
    userId: number;
    goodsType: GoodsType;
    productInfo: string;
    buySum: number;
    /** Integer cents. */
    buyPayable: number;
    orderExtra: object;
}

/** Stores a pending order, payable for ORDER_TTL_MS. */
export const createOrder = (db: DemoDb, fields: NewOrder, now: Date): DemoOrder => {
    const order: DemoOrder = {
        ...fields,
        id: nextId(db.orders),
        orderId: newOrderId(db, now),
        orderExtra: JSON.stringify(fields.orderExtra),
        status: ORDER_STATUS.pending,
        createTime: formatDateTime(now),
        expireTime: formatDateTime(new Date(now.getTime() + ORDER_TTL_MS)),
    };
    db.orders.push(order);
    return order;
};

export const isOnline = (payType: number | undefined): payType is PayMethod =>
    payType !== undefined && payType !== PAY_METHOD.balance && payType !== PAY_METHOD.backOffice;

/** What time has done to one pending order: paid through its channel by now, or expired. */
export const advanceOrder = (db: DemoDb, order: DemoOrder, now: Date): void => {
    if (order.status !== ORDER_STATUS.pending) return;
    const expireAt = parseDateTime(order.expireTime);
    if (isOnline(order.payType) && order.payStartedAt !== undefined) {
        const paidAt = order.payStartedAt + SETTLE_AFTER_MS;
        if (now.getTime() >= paidAt && !(paidAt > expireAt)) {
            settleOrder(db, order, order.payType, new Date(paidAt));
            return;
        }
    }
    if (now.getTime() >= expireAt) order.status = ORDER_STATUS.expired;
};

/** Every order brought up to `now`: pending ones advanced, due refunds completed. */
export const catchUpOrders = (db: DemoDb, now: Date): void => {
    for (const order of db.orders) advanceOrder(db, order, now);
    settleRefunds(db, now);
};
