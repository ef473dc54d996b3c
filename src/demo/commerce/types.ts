import type { GoodsType, OrderStatus, PayMethod } from '../../data/orders/codes';

/**
 * An order of the demo backend (app/pay/*, app/product/user/*): what is bought, the amount in integer cents and
 * where it stands. Codes are those of data/orders/codes.ts (SPEC section 4).
 */
export interface DemoOrder {
    id: number;
    /** The order number users see and the payment calls take (digits, unique). */
    orderId: string;
    userId: number;
    goodsType: GoodsType;
    /** What is bought, as shown ("专业版 · 1年"). */
    productInfo: string;
    /** How many units (years, months... or pieces). */
    buySum: number;
    /** Amount to pay, integer cents. */
    buyPayable: number;
    /** JSON text: what the purchase applies to when paid ({productId, consumeId, domainId, unit, ...}). */
    orderExtra: string;
    status: OrderStatus;
    /** The method it was paid with; absent until a payment starts. */
    payType?: PayMethod;
    /** The channel's trade number, set when an online payment starts. */
    outTradeNo?: string;
    /** Epoch ms when the current online payment started (the demo settles it a few seconds later). */
    payStartedAt?: number;
    createTime: string;
    payTime?: string;
    /** An unpaid order expires at this time ("YYYY-MM-DD HH:mm:ss"). */
    expireTime: string;
    /** Refund request: amount in cents, reason, request and completion times. */
    refundAmount?: number;
    refundReason?: string;
    refundTime?: string;
    refundDoneTime?: string;
    /** Epoch ms when the demo's channel completes a requested refund; absent: it waits for an operator. */
    refundDueAt?: number;
}
