import { ORDER_STATUS, REFUND_STATUS_CODES } from '../../data/orders/codes';
import { REFUND_REASON_MAX } from '../../data/orders/api';
import { catchUpOrders } from '../commerce/lifecycle';
import { refundRefusal, requestRefund } from '../commerce/refund';
import type { DemoOrder } from '../commerce/types';
import { text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';

/**
 * The order calls (data/orders/api.ts declares their bodies): queryUserOrder, order/delete, refund and
 * refund/list. Only the signed-in user's orders; every listing first catches the orders up with time
 * (commerce/lifecycle.ts).
 */

const UNPAID: readonly number[] = [ORDER_STATUS.pending, ORDER_STATUS.expired, ORDER_STATUS.closed, ORDER_STATUS.failed];
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** An order as answered: the stored row without its owner and the demo's bookkeeping, plus whether it may be refunded. */
const toWire = (order: DemoOrder, now: Date) => {
    const { userId: _userId, payStartedAt: _started, refundDueAt: _due, ...wire } = order;
    return { ...wire, refundable: refundRefusal(order, now) === undefined };
};

/** A list of codes: "14", "10,11", [10, 11]; undefined when none is given. */
const codesOf = (value: unknown): Set<number> | undefined => {
    const items = (Array.isArray(value) ? value : text(value).split(',')).map(item => text(item)).filter(Boolean);
    if (items.length === 0) return undefined;
    if (items.some(item => !/^\d+$/.test(item))) throw new DemoError('参数格式错误');
    return new Set(items.map(Number));
};

const timeBound = (value: unknown): string | undefined => {
    const bound = text(value);
    if (!bound) return undefined;
    if (!TIME.test(bound)) throw new DemoError('时间格式错误');
    return bound;
};

const ownOrder = (db: DemoDb, userId: number, orderId: unknown): DemoOrder => {
    const order = db.orders.find(row => row.orderId === text(orderId) && row.userId === userId);
    if (!order) throw new DemoError('订单不存在');
    return order;
};

const listed = (rows: DemoOrder[], input: Input, now: Date, sidx: string) => {
    const page = paginate(rows, input, { sidx, order: 'desc', limit: 20 });
    return ok({ page: { ...page, list: page.list.map(order => toWire(order, now)) } });
};

/** POST app/pay/queryUserOrder {page, limit, sidx?, order?, status?, goodsType?, orderId?, startTime?, endTime?}. */
const queryUserOrder = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUpOrders(db, now);
    const statuses = codesOf(input.status);
    const goodsTypes = codesOf(input.goodsType);
    const number = text(input.orderId);
    const start = timeBound(input.startTime);
    const end = timeBound(input.endTime);
    const rows = db.orders.filter(
        order =>
            order.userId === session.userId &&
            (!statuses || statuses.has(order.status)) &&
            (!goodsTypes || goodsTypes.has(order.goodsType)) &&
            (!number || order.orderId.includes(number)) &&
            (!start || order.createTime >= start) &&
            (!end || order.createTime <= end),
    );
    return listed(rows, input, now, 'createTime');
};

/** POST app/pay/order/delete {orderIds: [...] or "a,b"}: only the user's own unpaid orders, all or none. */
const deleteOrders = ({ db, session, input }: AuthedContext) => {
    const ids = (Array.isArray(input.orderIds) ? input.orderIds : text(input.orderIds).split(',')).map(item => text(item)).filter(Boolean);
    if (ids.length === 0) throw new DemoError('请选择要删除的订单');
    catchUpOrders(db, new Date());
    const orders = ids.map(id => ownOrder(db, session.userId, id));
    if (orders.some(order => !UNPAID.includes(order.status))) throw new DemoError('只能删除未支付的订单');
    const gone = new Set(orders);
    db.orders = db.orders.filter(order => !gone.has(order));
    return ok();
};

/** POST app/pay/refund {orderId, reason}: a refundable order turns refunding (15). */
const refund = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUpOrders(db, now);
    const order = ownOrder(db, session.userId, input.orderId);
    const reason = text(input.reason);
    if (!reason) throw new DemoError('请填写退款原因');
    if (reason.length > REFUND_REASON_MAX) throw new DemoError(`退款原因不能超过${REFUND_REASON_MAX}个字符`);
    const refusal = refundRefusal(order, now);
    if (refusal) throw new DemoError(refusal);
    requestRefund(order, reason, now);
    return ok({ data: toWire(order, now) });
};

/** POST app/pay/refund/list {page, limit, orderId?}: the user's orders in a refund state, latest request first. */
const refundList = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUpOrders(db, now);
    const number = text(input.orderId);
    const rows = db.orders.filter(
        order => order.userId === session.userId && REFUND_STATUS_CODES.includes(order.status) && (!number || order.orderId === number),
    );
    return listed(rows, input, now, 'refundTime');
};

export const ordersRoutes = [
    route.userPost('app/pay/queryUserOrder', queryUserOrder),
    route.userPost('app/pay/order/delete', deleteOrders),
    route.userPost('app/pay/refund', refund),
    route.userPost('app/pay/refund/list', refundList),
];
