import { GOODS_TYPE } from '../../data/orders/codes';
import { userPaths } from '../paths';

/** Where the payment screens link to, by what the order buys. */

const PLAN_GOODS: readonly number[] = [GOODS_TYPE.buy, GOODS_TYPE.renew, GOODS_TYPE.upgrade, GOODS_TYPE.vas];

interface ResultLink {
    /** Translation key of the link's label. */
    label: string;
    to: string;
}

/** After a successful payment: what was bought, then the orders. */
export const successLinks = (goodsType: unknown): ResultLink[] => {
    const type = Number(goodsType);
    if (type === GOODS_TYPE.recharge) return [{ label: 'payment.result.rechargeRecords', to: userPaths.recharge() }];
    if (type === GOODS_TYPE.realnameFee) return [{ label: 'payment.result.verification', to: userPaths.verification() }];
    const orders = { label: 'payment.result.orders', to: userPaths.financeOrders('paid') };
    return PLAN_GOODS.includes(type) ? [{ label: 'payment.result.myPlans', to: userPaths.myPlans(1) }, orders] : [orders];
};

/** After an order can no longer be paid (expired, closed): where to place a new one. */
export const newOrderLink = (goodsType: unknown): ResultLink => {
    const type = Number(goodsType);
    if (type === GOODS_TYPE.recharge) return { label: 'payment.result.recharge', to: userPaths.recharge() };
    if (type === GOODS_TYPE.realnameFee) return { label: 'payment.result.verification', to: userPaths.verification() };
    if (type === GOODS_TYPE.vas) return { label: 'payment.result.buyPlan', to: userPaths.planVas() };
    return { label: 'payment.result.buyPlan', to: userPaths.planPurchase() };
};

/** The redirect channel's page: /alipay/{outTradeNo}/{totalAmount}/{body}, each part encoded. */
export const alipayPath = ({ outTradeNo, totalAmount, body }: { outTradeNo: string; totalAmount: string; body: string }): string =>
    `/alipay/${encodeURIComponent(outTradeNo)}/${encodeURIComponent(totalAmount)}/${encodeURIComponent(body || '-')}`;
