import { GOODS_TYPE, PAY_CHANNELS, type PayMethod } from '../../data/orders/codes';
import { RECHARGE_PATH } from '../../data/recharges/api';
import { requireChannelOn } from '../commerce/channels';
import { createOrder } from '../commerce/lifecycle';
import { rechargeCentsOf } from '../commerce/rechargeAmount';
import { text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';

/** The online channel: a known one (never the balance) whose web config switch is on. */
const channelOf = (db: DemoDb, value: unknown): PayMethod => {
    const raw = text(value);
    if (!raw) throw new DemoError('请选择支付方式');
    const channel = PAY_CHANNELS.find(candidate => String(candidate.method) === raw);
    if (!channel) throw new DemoError('不支持的支付方式');
    if (!channel.switchKey) throw new DemoError('余额充值不能使用余额支付');
    requireChannelOn(db, channel.method);
    return channel.method;
};

/**
 * designed: POST app/product/balance/recharge `{amount (cents), payType}` creates a recharge order (goodsType 30,
 * pending payment, closed after 30 minutes) and answers it; it is then paid through app/pay/* like any order, and
 * settleOrder credits the balance.
 */
export const rechargeRoutes = [
    route.userPost(RECHARGE_PATH, ({ db, session, input }) => {
        const amount = rechargeCentsOf(input.amount);
        const payType = channelOf(db, input.payType);
        const order = createOrder(
            db,
            { userId: session.userId, goodsType: GOODS_TYPE.recharge, productInfo: '余额充值', buySum: 1, buyPayable: amount, orderExtra: { payType } },
            new Date(),
        );
        const { orderId, goodsType, productInfo, buyPayable, status, expireTime } = order;
        return ok({ data: { orderId, goodsType, productInfo, buyPayable, status, expireTime } });
    }),
];
