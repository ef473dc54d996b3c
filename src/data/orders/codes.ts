/**
 * The commerce code tables of SPEC section 4: order statuses, payment methods and goods types, with the channel
 * switch (web config `list` paramKey) that offers each online method. Labels are translation keys in the commerce
 * area (`commerce.orderStatus.<code>`, `commerce.payMethod.<code>`, `commerce.goodsType.<code>`).
 */

/** Order status codes (SPEC section 4, all 13). */
export const ORDER_STATUS = {
    unknown: 0,
    pending: 10,
    expired: 11,
    closed: 12,
    failed: 13,
    paid: 14,
    refunding: 15,
    refunded: 16,
    awaitingRefund: 20,
    refundExpired: 21,
    refundClosed: 22,
    refundFailed: 23,
    refundCompleted: 24,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_CODES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** The statuses of an order once a refund has been asked for (refund/list answers these). */
export const REFUND_STATUS_CODES: readonly OrderStatus[] = [
    ORDER_STATUS.refunding,
    ORDER_STATUS.refunded,
    ORDER_STATUS.awaitingRefund,
    ORDER_STATUS.refundExpired,
    ORDER_STATUS.refundClosed,
    ORDER_STATUS.refundFailed,
    ORDER_STATUS.refundCompleted,
];

/** Payment method codes (SPEC section 4). */
export const PAY_METHOD = {
    balance: 0,
    backOffice: 1,
    walletA: 2,
    walletB: 3,
    thirdParty: 4,
    bankCard: 5,
    online: 7,
    crypto: 8,
    easyPay: 9,
    thirdPartyB: 10,
} as const;
export type PayMethod = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
export const PAY_METHOD_CODES: readonly PayMethod[] = Object.values(PAY_METHOD);

/**
 * What an order buys (API-NOTES: 10 buy, 11 renew, 12 upgrade, 13 value-added service, 20-21 SSL; 30 recharge and
 * 40 the real-name verification fee are designed).
 */
export const GOODS_TYPE = {
    buy: 10,
    renew: 11,
    upgrade: 12,
    vas: 13,
    sslBuy: 20,
    sslRenew: 21,
    recharge: 30,
    realnameFee: 40,
} as const;
export type GoodsType = (typeof GOODS_TYPE)[keyof typeof GOODS_TYPE];
export const GOODS_TYPE_CODES: readonly GoodsType[] = Object.values(GOODS_TYPE);

/**
 * How a user pays with a method: the balance (payment password), a QR code to scan (polled until paid), or a
 * redirect through the /alipay/{outTradeNo}/{totalAmount}/{body} page.
 */
export type PayKind = 'balance' | 'qr' | 'redirect';

export interface PayChannel {
    method: PayMethod;
    kind: PayKind;
    /** The web config channel switch that offers it; none for the balance, which is always offered. */
    switchKey?: string;
}

/** The methods a user may choose, in the order they are offered. Back-office (1) is the admin's manual recharge. */
export const PAY_CHANNELS: readonly PayChannel[] = [
    { method: PAY_METHOD.balance, kind: 'balance' },
    { method: PAY_METHOD.walletB, kind: 'qr', switchKey: 'WXPAY_CONFIG_KEY' },
    { method: PAY_METHOD.walletA, kind: 'redirect', switchKey: 'ALIPAY_CONFIG_KEY' },
    { method: PAY_METHOD.thirdParty, kind: 'qr', switchKey: 'ALLINPAY_PAY_CONF' },
    { method: PAY_METHOD.bankCard, kind: 'qr', switchKey: 'STRIPE_PAY_CONF' },
    { method: PAY_METHOD.crypto, kind: 'qr', switchKey: 'TOKEN_PAY_CONF' },
    { method: PAY_METHOD.easyPay, kind: 'qr', switchKey: 'CCCYUN_PAY_CONF' },
];

/** A switch is on when its `list` entry has status 1 (numbers or numeric strings). */
export const isSwitchOn = (list: ReadonlyArray<{ paramKey: string; status: number | string }> | undefined, key: string): boolean =>
    (list ?? []).some(entry => entry.paramKey === key && Number(entry.status) === 1);

/** The channels offered now: the balance (unless left out, as for a recharge) and every online one whose switch is on. */
export const offeredChannels = (
    list: ReadonlyArray<{ paramKey: string; status: number | string }> | undefined,
    { balance = true }: { balance?: boolean } = {},
): PayChannel[] => PAY_CHANNELS.filter(channel => (channel.switchKey ? isSwitchOn(list, channel.switchKey) : balance));

/** The translation key of a code, or the "unknown" label for a code the table does not know. */
export const orderStatusKey = (code: unknown): string =>
    ORDER_STATUS_CODES.includes(Number(code) as OrderStatus) && code !== '' && code !== null
        ? `commerce.orderStatus.${Number(code)}`
        : 'commerce.orderStatus.0';
export const payMethodKey = (code: unknown): string =>
    PAY_METHOD_CODES.includes(Number(code) as PayMethod) && code !== '' && code !== null ? `commerce.payMethod.${Number(code)}` : 'commerce.payMethod.unknown';
export const goodsTypeKey = (code: unknown): string =>
    GOODS_TYPE_CODES.includes(Number(code) as GoodsType) && code !== '' && code !== null ? `commerce.goodsType.${Number(code)}` : 'commerce.goodsType.unknown';
