import type { HttpClient } from '../../http/client';
import type { PayMethod } from '../orders/codes';

/** The recharge call's path (known path; body and answer designed). */
export const RECHARGE_PATH = 'app/product/balance/recharge';

/** What the user asks: the amount in integer cents (whole yuan, at least 1.00) and the online channel to pay it with. */
export interface RechargeRequest {
    amount: number;
    payType: PayMethod;
}

/** The recharge order it creates (goodsType 30, pending payment): it is then paid like any order (app/pay/*). */
export interface RechargeOrder {
    orderId: string;
    /** Amount to pay, integer cents. */
    buyPayable: number;
    status: number;
    /** "YYYY-MM-DD HH:mm:ss": the order is closed unpaid after this. */
    expireTime: string;
}

const readOrder = (data: unknown): RechargeOrder => {
    const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    return {
        orderId: String(row.orderId ?? ''),
        buyPayable: Number(row.buyPayable ?? 0),
        status: Number(row.status ?? 0),
        expireTime: String(row.expireTime ?? ''),
    };
};

/** Recharging the balance. */
export const rechargeCalls = (http: HttpClient) => ({
    /** designed body: POST app/product/balance/recharge `{amount (cents), payType}` -> `data {orderId, buyPayable, status, expireTime}`. */
    createRecharge: async (request: RechargeRequest): Promise<RechargeOrder> => readOrder((await http.post(RECHARGE_PATH, { ...request })).data),
});
