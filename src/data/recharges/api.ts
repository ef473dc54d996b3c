import * as v from 'valibot';
import { num, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
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

/**
 * How the answer is read (dataProvider/answers.ts). The order is what the next step pays: an answer without its
 * number is an unreadable answer, not an order to pay.
 */
const rechargeOrder: RecordSchema<RechargeOrder> = row({ orderId: v.pipe(text, v.nonEmpty()), buyPayable: num, status: num, expireTime: text });

/** Recharging the balance. */
export const rechargeCalls = (http: HttpClient) => ({
    /** designed body: POST app/product/balance/recharge `{amount (cents), payType}` -> `data {orderId, buyPayable, status, expireTime}`. */
    createRecharge: async (request: RechargeRequest): Promise<RechargeOrder> =>
        reader(rechargeOrder, RECHARGE_PATH)((await http.post(RECHARGE_PATH, { ...request })).data),
});
