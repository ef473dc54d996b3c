import { bool, nested, num, optionalNum, optionalText, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
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

const PATHS = { payResult: 'app/pay/queryPayResout', wallet: 'app/pay/wallet', balancePay: 'app/pay/balancePay' } as const;

// How the answers are read (dataProvider/answers.ts).
const payOrderFields = {
    goodsType: num,
    buyPayable: num,
    buySum: num,
    orderExtra: text,
    productInfo: text,
    status: num,
    createTime: optionalText,
    expireTime: optionalText,
    payTime: optionalText,
    payType: optionalNum,
    outTradeNo: optionalText,
    payStartedAt: optionalNum,
    codeUrl: optionalText,
};
const payOrder: RecordSchema<PayOrder> = row({ orderId: text, ...payOrderFields });
/** What a balance payment answers: the paid order as far as the answer gives it (the page reads the order again). */
const paidOrder: RecordSchema<Partial<PayOrder>> = nested({
    orderId: optionalText,
    goodsType: optionalNum,
    buyPayable: optionalNum,
    buySum: optionalNum,
    orderExtra: optionalText,
    productInfo: optionalText,
    status: optionalNum,
    createTime: optionalText,
    expireTime: optionalText,
    payTime: optionalText,
    payType: optionalNum,
    outTradeNo: optionalText,
    payStartedAt: optionalNum,
    codeUrl: optionalText,
});
const wallet: RecordSchema<PayWallet> = row({ balance: num, payPasswordSet: bool });
const channelStart: RecordSchema<ChannelStart> = row({ orderId: text, payType: num, outTradeNo: text, codeUrl: text });
const alipayStart: RecordSchema<AlipayStart> = row({ outTradeNo: text, totalAmount: text, body: text });

export const paymentCalls = (http: HttpClient) => ({
    /** GET app/pay/queryPayResout ?orderId= (known; createTime...codeUrl designed). */
    getPayOrder: async (orderId: string): Promise<PayOrder> => reader(payOrder, PATHS.payResult)((await http.get(PATHS.payResult, { orderId })).data),
    /** GET app/pay/queryPayResout ?outTradeNo= (designed): the same answer, found by the channel's trade number. */
    getPayOrderByTrade: async (outTradeNo: string): Promise<PayOrder> =>
        reader(payOrder, PATHS.payResult)((await http.get(PATHS.payResult, { outTradeNo })).data),
    /** GET app/pay/wallet (designed): data {balance (cents), payPasswordSet}. */
    getPayWallet: async (): Promise<PayWallet> => reader(wallet, PATHS.wallet)((await http.get(PATHS.wallet)).data),
    /** POST app/pay/balancePay {orderId, payPassword} (path known, body designed): answers data = the paid order. */
    payWithBalance: async (orderId: string, payPassword: string): Promise<Partial<PayOrder>> =>
        readAnswer(paidOrder, (await http.post(PATHS.balancePay, { orderId, payPassword })).data, PATHS.balancePay),
    /** POST CHANNEL_PAY_PATHS[method] {orderId} (designed answer data {orderId, payType, outTradeNo, codeUrl}). */
    startChannelPay: async (method: PayMethod, orderId: string): Promise<ChannelStart> => {
        const path = CHANNEL_PAY_PATHS[method];
        if (!path) throw new Error('payment.unsupportedMethod');
        return reader(channelStart, path)((await http.post(path, { orderId })).data);
    },
    /** POST app/pay/alipay {orderId} (path known, answer designed): data {outTradeNo, totalAmount, body}. */
    startAlipay: async (orderId: string): Promise<AlipayStart> => reader(alipayStart, ALIPAY_PATH)((await http.post(ALIPAY_PATH, { orderId })).data),
});

export type PaymentCalls = ReturnType<typeof paymentCalls>;
