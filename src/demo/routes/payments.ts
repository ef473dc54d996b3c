import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD, type PayMethod } from '../../data/orders/codes';
import { centsToYuan } from '../../format/money';
import { ALIPAY_PATH, CHANNEL_PAY_PATHS } from '../../data/payments/api';
import { requireChannelOn } from '../commerce/channels';
import { advanceOrder, isOnline } from '../commerce/lifecycle';
import { settleOrder } from '../commerce/settle';
import type { DemoOrder } from '../commerce/types';
import { text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb, DemoUser } from '../model';

/**
 * The pay calls (src/data/payments/api.ts): the payment result, the wallet, the balance payment, the QR
 * channels and Alipay. The demo stands in for the channel too: an online payment started is reported paid by
 * the channel SETTLE_AFTER_MS later (commerce/lifecycle.ts), which the next read of the result notices.
 */

/** The code a channel would hand out for a trade, shown as a QR code. */
const codeUrlFor = (payType: number, outTradeNo: string): string => {
    if (payType === PAY_METHOD.walletB) return `weixin://wxpay/bizpayurl?pr=${outTradeNo}`;
    if (payType === PAY_METHOD.walletA) return `https://qr.alipay.com/${outTradeNo}`;
    return `https://pay.dnsconsole.cn/demo/${payType}/${outTradeNo}`;
};

/** The order as app/pay/queryPayResout answers it (src/data/payments/api.ts PayOrder). */
const payOrderOf = (order: DemoOrder) => ({
    orderId: order.orderId,
    goodsType: order.goodsType,
    buyPayable: order.buyPayable,
    buySum: order.buySum,
    orderExtra: order.orderExtra,
    productInfo: order.productInfo,
    status: order.status,
    createTime: order.createTime,
    expireTime: order.expireTime,
    payTime: order.payTime ?? null,
    payType: order.payType ?? null,
    outTradeNo: order.outTradeNo ?? null,
    payStartedAt: order.payStartedAt ?? null,
    codeUrl: order.status === ORDER_STATUS.pending && isOnline(order.payType) && order.outTradeNo ? codeUrlFor(order.payType, order.outTradeNo) : null,
});

const userOf = (db: DemoDb, userId: number): DemoUser => {
    const user = db.users.find(candidate => candidate.userId === userId);
    if (!user) throw new DemoError('invalid token', 401);
    return user;
};

/** The user's own order by its number (another user's is as unknown as a missing one). */
const ownOrder = (db: DemoDb, userId: number, orderId: unknown): DemoOrder => {
    const id = text(orderId);
    if (!id) throw new DemoError('订单号不能为空');
    const order = db.orders.find(candidate => candidate.orderId === id && candidate.userId === userId);
    if (!order) throw new DemoError('订单不存在');
    return order;
};

/** A pending order that may still be paid now (after time has been applied to it). */
const payableOrder = (db: DemoDb, userId: number, orderId: unknown, now: Date): DemoOrder => {
    const order = ownOrder(db, userId, orderId);
    advanceOrder(db, order, now);
    if (order.status === ORDER_STATUS.paid) throw new DemoError('订单已支付，请勿重复支付');
    if (order.status === ORDER_STATUS.expired) throw new DemoError('订单已过期，请重新下单');
    if (order.status !== ORDER_STATUS.pending) throw new DemoError('订单当前状态不可支付');
    return order;
};

let tradeSequence = 0;
const newTradeNo = (now: Date): string => `${now.getTime()}${String(++tradeSequence % 10_000).padStart(4, '0')}`;

/**
 * Starts an online payment with `method`, or answers the one in progress with the same method again (a reload or
 * a second click never starts a second payment). Another method replaces the payment in progress.
 */
const startOnline = (db: DemoDb, userId: number, orderId: unknown, method: PayMethod, now: Date): DemoOrder => {
    requireChannelOn(db, method);
    const order = payableOrder(db, userId, orderId, now);
    if (order.payType === method && order.outTradeNo && order.payStartedAt !== undefined) return order;
    order.payType = method;
    order.outTradeNo = newTradeNo(now);
    order.payStartedAt = now.getTime();
    return order;
};

const queryPayResult = ({ db, session, input }: AuthedContext) => {
    const outTradeNo = text(input.outTradeNo);
    const order = outTradeNo
        ? db.orders.find(candidate => candidate.outTradeNo === outTradeNo && candidate.userId === session.userId)
        : ownOrder(db, session.userId, input.orderId);
    if (!order) throw new DemoError('订单不存在');
    advanceOrder(db, order, new Date());
    return ok({ data: payOrderOf(order) });
};

const balancePay = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    const user = userOf(db, session.userId);
    const order = payableOrder(db, session.userId, input.orderId, now);
    if (order.goodsType === GOODS_TYPE.recharge) throw new DemoError('充值订单不能使用余额支付');
    if (!user.payPassword) throw new DemoError('您还没有设置支付密码，请先在账号信息中设置');
    const password = typeof input.payPassword === 'string' || typeof input.payPassword === 'number' ? String(input.payPassword) : '';
    if (!password) throw new DemoError('请输入支付密码');
    if (password !== user.payPassword) throw new DemoError('支付密码错误');
    if (user.propertyBalance < order.buyPayable) throw new DemoError('余额不足，请先充值');
    user.propertyBalance -= order.buyPayable;
    order.outTradeNo = undefined;
    order.payStartedAt = undefined;
    settleOrder(db, order, PAY_METHOD.balance, now);
    return ok({ data: payOrderOf(order) });
};

const channelRoutes = (Object.entries(CHANNEL_PAY_PATHS) as Array<[string, string]>).map(([method, path]) =>
    route.userPost(path, ({ db, session, input }) => {
        const order = startOnline(db, session.userId, input.orderId, Number(method) as PayMethod, new Date());
        return ok({
            data: { orderId: order.orderId, payType: order.payType, outTradeNo: order.outTradeNo, codeUrl: codeUrlFor(order.payType!, order.outTradeNo!) },
        });
    }),
);

export const paymentRoutes = [
    route.userGet('app/pay/queryPayResout', queryPayResult),
    route.userPost('app/pay/queryPayResout', queryPayResult),
    route.userGet('app/pay/wallet', ({ db, session }) => {
        const user = userOf(db, session.userId);
        return ok({ data: { balance: user.propertyBalance, payPasswordSet: user.payPassword !== '' } });
    }),
    route.userPost('app/pay/balancePay', balancePay),
    ...channelRoutes,
    route.userPost(ALIPAY_PATH, ({ db, session, input }) => {
        const order = startOnline(db, session.userId, input.orderId, PAY_METHOD.walletA, new Date());
        return ok({ data: { outTradeNo: order.outTradeNo, totalAmount: centsToYuan(order.buyPayable), body: order.productInfo } });
    }),
];
