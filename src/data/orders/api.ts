import * as v from 'valibot';
import { bool, num, optionalNum, optionalText, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import { isDay, orderRange, toTimeBounds } from '../../format/dateRange';
import type { HttpClient, Params } from '../../http/client';

/**
 * An order as app/pay/queryUserOrder answers it. Amounts are integer cents; codes are those of codes.ts.
 * react-admin's id is the order number.
 */
export interface Order {
    id: string;
    orderId: string;
    goodsType: number;
    productInfo: string;
    buySum: number;
    /** Amount, integer cents. */
    buyPayable: number;
    status: number;
    payType?: number;
    outTradeNo?: string;
    orderExtra?: string;
    createTime: string;
    payTime?: string;
    expireTime?: string;
    refundAmount?: number;
    refundReason?: string;
    refundTime?: string;
    refundDoneTime?: string;
    /** Whether the backend would accept a refund request for it now (designed). */
    refundable?: boolean;
}

/**
 * The list filters the order screens set: `status` (a comma list of codes, or an array), `goodsType` (the recharge
 * records use 30), `orderId` (order number search), `start` / `end` (days, sent as 00:00:00 .. 23:59:59).
 */
export interface OrderFilter {
    status?: string | readonly number[];
    goodsType?: number | string;
    orderId?: string;
    start?: string;
    end?: string;
}

/**
 * Designed body of POST app/pay/queryUserOrder: {page, limit, sidx?, order?, status?, goodsType?, orderId?,
 * startTime?, endTime?}; blank filters are left out.
 */
export const orderListBody = ({ page, perPage, sort, filter }: ListRequest): Params => {
    const { status, goodsType, orderId, start, end } = filter as OrderFilter;
    const statuses = Array.isArray(status) ? status.join(',') : searchText(status);
    const range = isDay(start) && isDay(end) ? toTimeBounds(orderRange({ start, end })) : undefined;
    const type = searchText(goodsType);
    return {
        page,
        limit: perPage,
        ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
        ...(statuses ? { status: statuses } : {}),
        ...(type !== undefined ? { goodsType: Number(type) } : {}),
        ...(searchText(orderId) ? { orderId: searchText(orderId) } : {}),
        ...(range ?? {}),
    };
};

/** How an order is read (dataProvider/answers.ts): the order number is the id; a row without one is dropped. */
const orderRecord: RecordSchema<Order> = v.pipe(
    row({
        orderId: v.pipe(text, v.nonEmpty()),
        goodsType: num,
        productInfo: text,
        buySum: num,
        buyPayable: num,
        status: num,
        payType: optionalNum,
        outTradeNo: optionalText,
        orderExtra: optionalText,
        createTime: text,
        payTime: optionalText,
        expireTime: optionalText,
        refundAmount: optionalNum,
        refundReason: optionalText,
        refundTime: optionalText,
        refundDoneTime: optionalText,
        refundable: v.optional(bool),
    }),
    v.transform(order => ({ ...order, id: order.orderId })),
);

const REFUND_LIST_PATH = 'app/pay/refund/list';

/** The user's orders: list (known path, designed body) and delete (known path, designed body {orderIds}). */
export const ordersApi = defineApi<Order>({
    record: orderRecord,
    list: { path: 'app/pay/queryUserOrder', params: orderListBody },
    delete: { path: 'app/pay/order/delete', params: ids => ({ orderIds: ids.map(String) }) },
});

/** A refund request's reason: required, at most this many characters. */
export const REFUND_REASON_MAX = 200;

export const orderCalls = (http: HttpClient) => ({
    /** POST app/pay/refund (designed) {orderId, reason}: the order turns refunding (15). */
    requestRefund: async (orderId: string, reason: string): Promise<void> => {
        await http.post('app/pay/refund', { orderId, reason: reason.trim() });
    },
    /**
     * POST app/pay/refund/list (known path, designed body {page, limit, orderId?}): the refunding and refunded
     * orders, with their refund fields.
     */
    listRefunds: async ({ page = 1, limit = 20, orderId }: { page?: number; limit?: number; orderId?: string } = {}): Promise<{
        data: Order[];
        total: number;
    }> => {
        const { list: data, total } = readList(
            orderRecord,
            await http.post(REFUND_LIST_PATH, { page, limit, ...(orderId ? { orderId } : {}) }),
            REFUND_LIST_PATH,
        );
        return { data, total };
    },
});
