import { GOODS_TYPE, ORDER_STATUS, type PayMethod } from '../../data/orders/codes';
import type { DemoDb } from '../model';
import { formatDateTime } from '../time';
import { applyPlanOrder } from './planOrders';
import { applySslOrder } from '../services/sslOrders';
import type { DemoOrder } from './types';

/**
 * The one place an order becomes paid, whatever the channel: it is marked paid with the method and time, and
 * what it buys takes effect (a recharge credits the balance; a plan order is applied by planOrders.ts).
 * Taking the money (the balance, for a balance payment) is the payment route's business, before this.
 */
export const settleOrder = (db: DemoDb, order: DemoOrder, payType: PayMethod, now: Date): void => {
    order.status = ORDER_STATUS.paid;
    order.payType = payType;
    order.payTime = formatDateTime(now);
    if (order.goodsType === GOODS_TYPE.recharge) {
        const user = db.users.find(candidate => candidate.userId === order.userId);
        if (user) user.propertyBalance += order.buyPayable;
        return;
    }
    // the real-name fee: the verification flow reads the paid order (routes/verification.ts)
    if (order.goodsType === GOODS_TYPE.realnameFee) return;
    // an SSL certificate (goods types 20, 21): its certificate order moves to validation (services/sslOrders.ts)
    if (order.goodsType === GOODS_TYPE.sslBuy || order.goodsType === GOODS_TYPE.sslRenew) return applySslOrder(db, order, now);
    applyPlanOrder(db, order, now);
};
