import { ORDER_STATUS, type OrderStatus } from '../../../data/orders/codes';

/**
 * The tabs of /finance/order/:path (SPEC section 2: paid, refunded, refunding and further paths), in display order,
 * each with the statuses it lists. `all` lists every status (none sent).
 */
export const ORDER_TABS = {
    all: [],
    unpaid: [ORDER_STATUS.pending, ORDER_STATUS.expired, ORDER_STATUS.closed, ORDER_STATUS.failed],
    paid: [ORDER_STATUS.paid],
    refunding: [ORDER_STATUS.refunding, ORDER_STATUS.awaitingRefund],
    refunded: [ORDER_STATUS.refunded, ORDER_STATUS.refundCompleted],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

/** The tab a path segment names; any other segment lists all orders. */
export const tabOf = (segment: string | undefined): OrderTab => (ORDER_TAB_NAMES.includes(segment as OrderTab) ? (segment as OrderTab) : 'all');

/** The statuses a tab lists as the call's comma list ('' for all). */
export const tabStatuses = (tab: OrderTab): string => ORDER_TABS[tab].join(',');

/** Unpaid orders (pending, expired, closed, failed) may be deleted. */
export const isDeletable = (status: unknown): boolean => (ORDER_TABS.unpaid as readonly number[]).includes(Number(status));

/** A pending order can still be paid on its order page. */
export const isPayable = (status: unknown): boolean => Number(status) === ORDER_STATUS.pending;
