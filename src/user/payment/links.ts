import { GOODS_TYPE } from '../../data/orders/codes';

/** Where the payment screens link to, by what the order buys. */

export const RECHARGE_PATH = '/finance/recharge';
export const ACCOUNT_INFO_PATH = '/account/info';
export const VERIFICATION_PATH = '/account/verification';
export const orderPath = (orderId: string) => `/payment/order/${encodeURIComponent(orderId)}`;

const PLAN_GOODS: readonly number[] = [GOODS_TYPE.buy, GOODS_TYPE.renew, GOODS_TYPE.upgrade, GOODS_TYPE.vas];

export interface ResultLink {
    /** Translation key of the link's label. */
    label: string;
    to: string;
}

/** After a successful payment: what was bought, then the orders. */
export const successLinks = (goodsType: unknown): ResultLink[] => {
    const type = Number(goodsType);
    if (type === GOODS_TYPE.recharge) return [{ label: 'payment.result.rechargeRecords', to: RECHARGE_PATH }];
    if (type === GOODS_TYPE.realnameFee) return [{ label: 'payment.result.verification', to: VERIFICATION_PATH }];
    const orders = { label: 'payment.result.orders', to: '/finance/order/paid' };
    return PLAN_GOODS.includes(type) ? [{ label: 'payment.result.myPlans', to: '/plan/own/1' }, orders] : [orders];
};

/** After an order can no longer be paid (expired, closed): where to place a new one. */
export const newOrderLink = (goodsType: unknown): ResultLink => {
    const type = Number(goodsType);
    if (type === GOODS_TYPE.recharge) return { label: 'payment.result.recharge', to: RECHARGE_PATH };
    if (type === GOODS_TYPE.realnameFee) return { label: 'payment.result.verification', to: VERIFICATION_PATH };
    if (type === GOODS_TYPE.vas) return { label: 'payment.result.buyPlan', to: '/plan/vas' };
    return { label: 'payment.result.buyPlan', to: '/plan/purchase' };
};

/** The redirect channel's page: /alipay/{outTradeNo}/{totalAmount}/{body}, each part encoded. */
export const alipayPath = ({ outTradeNo, totalAmount, body }: { outTradeNo: string; totalAmount: string; body: string }): string =>
    `/alipay/${encodeURIComponent(outTradeNo)}/${encodeURIComponent(totalAmount)}/${encodeURIComponent(body || '-')}`;

