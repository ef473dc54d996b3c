import type { Envelope, HttpClient } from '../../http/client';
import { PAY_METHOD, type PayMethod } from '../orders/codes';

/**
 * Paying an order (app/pay/*): the payment result (the order as the payment sees it), the wallet (balance and
 * whether a payment password is set), the balance payment, the QR channels and the redirect channel (Alipay).
 */

/** The order as GET app/pay/queryPayResout answers it. Amounts are integer cents. */
export interface PayOrder {
    orderId: string;
    goodsType: number;
    /** Amount to pay, cents. */
    buyPayable: number;
    buySum: number;
    /** JSON text: what the order applies to. */
    orderExtra: string;
    productInfo: string;
    status: number;
    // ---- designed: what the order page needs to show the order and resume a payment already started
    createTime?: string;
    /** An unpaid order expires at this time ("YYYY-MM-DD HH:mm:ss"). */
    expireTime?: string;
    payTime?: string | null;
    /** The method of the payment started or made; null before any. */
    payType?: number | null;
    /** The channel's trade number of the online payment started; null before any. */
    outTradeNo?: string | null;
    /** Epoch ms when the online payment started. */
    payStartedAt?: number | null;
    /** The code URL of the online payment in progress (shown as a QR code); null when none. */
    codeUrl?: string | null;
}

/** The wallet the balance payment takes from (designed). */
export interface PayWallet {
    /** Cents. */
    balance: number;
    /** false: the user must set a payment password (account info) before paying with the balance. */
    payPasswordSet: boolean;
}

/** An online payment started: the code to scan (designed answer of the QR channels). */
interface ChannelStart {
    orderId: string;
    payType: number;
    outTradeNo: string;
    codeUrl: string;
}

/** The redirect channel's answer (designed): what /alipay/{outTradeNo}/{totalAmount}/{body} shows. */
interface AlipayStart {
    outTradeNo: string;
    /** Yuan with two decimals and no separators ("1288.50"), as the channel takes it. */
    totalAmount: string;
    /** What is paid for ("专业版 · 1年"). */
    body: string;
}

/** The POST path that starts a QR payment with each online method (wechatPay known; the others designed). */
export const CHANNEL_PAY_PATHS: Readonly<Partial<Record<PayMethod, string>>> = {
    [PAY_METHOD.walletB]: 'app/pay/wechatPay',
    [PAY_METHOD.thirdParty]: 'app/pay/allinpay',
    [PAY_METHOD.bankCard]: 'app/pay/stripePay',
    [PAY_METHOD.crypto]: 'app/pay/tokenPay',
    [PAY_METHOD.easyPay]: 'app/pay/cccyunPay',
};

/** The redirect channel's path (known). */
export const ALIPAY_PATH = 'app/pay/alipay';

const dataOf = <T>(answer: Envelope): T => (answer.data ?? {}) as T;

export const paymentCalls = (http: HttpClient) => ({
    /** GET app/pay/queryPayResout ?orderId= (known; createTime...codeUrl designed). */
    getPayOrder: async (orderId: string): Promise<PayOrder> => dataOf<PayOrder>(await http.get('app/pay/queryPayResout', { orderId })),
    /** GET app/pay/queryPayResout ?outTradeNo= (designed): the same answer, found by the channel's trade number. */
    getPayOrderByTrade: async (outTradeNo: string): Promise<PayOrder> => dataOf<PayOrder>(await http.get('app/pay/queryPayResout', { outTradeNo })),
    /** GET app/pay/wallet (designed): data {balance (cents), payPasswordSet}. */
    getPayWallet: async (): Promise<PayWallet> => dataOf<PayWallet>(await http.get('app/pay/wallet')),
    /** POST app/pay/balancePay {orderId, payPassword} (path known, body designed): answers data = the paid order. */
    payWithBalance: async (orderId: string, payPassword: string): Promise<PayOrder> =>
        dataOf<PayOrder>(await http.post('app/pay/balancePay', { orderId, payPassword })),
    /** POST CHANNEL_PAY_PATHS[method] {orderId} (designed answer data {orderId, payType, outTradeNo, codeUrl}). */
    startChannelPay: async (method: PayMethod, orderId: string): Promise<ChannelStart> => {
        const path = CHANNEL_PAY_PATHS[method];
        if (!path) throw new Error('payment.unsupportedMethod');
        return dataOf<ChannelStart>(await http.post(path, { orderId }));
    },
    /** POST app/pay/alipay {orderId} (path known, answer designed): data {outTradeNo, totalAmount, body}. */
    startAlipay: async (orderId: string): Promise<AlipayStart> => dataOf<AlipayStart>(await http.post(ALIPAY_PATH, { orderId })),
});

export type PaymentCalls = ReturnType<typeof paymentCalls>;
