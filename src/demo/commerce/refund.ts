import { GOODS_TYPE, ORDER_STATUS } from '../../data/orders/codes';
import type { DemoDb } from '../model';
import { formatDateTime, parseDateTime } from '../time';
import type { DemoOrder } from './types';

/**
 * Refunds of the demo backend (designed; the real rules are the operator's). A plan purchase or a value-added
 * service paid within REFUND_WINDOW_DAYS may be refunded once, in full: the request turns it refunding (15), and
 * REFUND_DELAY_MS later the next order listing finishes it (settleRefunds): refunded (16), the amount credited back
 * to the balance, the plan it bought invalid (consume mode 4). A refunding order without a due time (the seeded
 * one) waits for an operator and stays order.
 */
const REFUND_WINDOW_DAYS = 7;
export const REFUND_DELAY_MS = 10_000;

const REFUNDABLE_GOODS: readonly number[] = [GOODS_TYPE.buy, GOODS_TYPE.vas];

/** Why an order cannot be refunded now (the message the backend answers), or undefined when it can. */
export const refundRefusal = (order: DemoOrder, now: Date): string | undefined => {
    if (!REFUNDABLE_GOODS.includes(order.goodsType)) return '该类订单不支持退款';
    if (order.status !== ORDER_STATUS.paid || order.refundTime) return '当前订单状态不可退款';
    const paidAt = parseDateTime(order.payTime);
    if (!(now.getTime() - paidAt <= REFUND_WINDOW_DAYS * 86_400_000)) return `已超过${REFUND_WINDOW_DAYS}天退款期限`;
    return undefined;
};

/** Records a refund request: the whole amount, refunding from now, due REFUND_DELAY_MS later. */
export const requestRefund = (order: DemoOrder, reason: string, now: Date): void => {
    order.status = ORDER_STATUS.refunding;
    order.refundAmount = order.buyPayable;
    order.refundReason = reason;
    order.refundTime = formatDateTime(now);
    order.refundDueAt = now.getTime() + REFUND_DELAY_MS;
};

const consumeIdOf = (order: DemoOrder): number | undefined => {
    try {
        const extra = JSON.parse(order.orderExtra || '{}') as { consumeId?: unknown };
        return typeof extra.consumeId === 'number' ? extra.consumeId : undefined;
    } catch {
        return undefined;
    }
};

/**
 * The one place a refund completes: every refunding order whose due time has come is refunded, its amount
 * (integer cents) credited back to its owner's balance and the plan it bought made invalid. Idempotent.
 */
export const settleRefunds = (db: DemoDb, now: Date): void => {
    for (const order of db.orders) {
        if (order.status !== ORDER_STATUS.refunding || order.refundDueAt === undefined || order.refundDueAt > now.getTime()) continue;
        order.status = ORDER_STATUS.refunded;
        order.refundDoneTime = formatDateTime(now);
        delete order.refundDueAt;
        const user = db.users.find(candidate => candidate.userId === order.userId);
        if (user) user.propertyBalance += order.refundAmount ?? order.buyPayable;
        const consumeId = consumeIdOf(order);
        const consume = db.consumes.find(row => row.id === consumeId && row.userId === order.userId);
        if (consume) consume.mode = 4;
    }
};
