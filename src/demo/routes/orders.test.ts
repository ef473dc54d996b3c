import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderExtraOf } from '../commerce/planOrders';
import { REFUND_DELAY_MS } from '../commerce/refund';
import { getDemoDb } from '../db';
import { DEMO_SECOND_USER } from '../accounts';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface WireOrder {
    id: number;
    orderId: string;
    userId?: number;
    goodsType: number;
    productInfo: string;
    buyPayable: number;
    status: number;
    createTime: string;
    orderExtra: string;
    refundable: boolean;
    refundAmount?: number;
    refundReason?: string;
    refundDoneTime?: string;
}
interface Page {
    list: WireOrder[];
    totalCount: number;
}

const query = async (token: string, json: Record<string, unknown> = {}) => {
    const answer = await call('app/pay/queryUserOrder', { token, json: { page: 1, limit: 100, ...json } });
    expect(answer.code).toBe(1);
    return answer.page as Page;
};

const balanceOf = (userId: number) => getDemoDb().users.find(user => user.userId === userId)!.propertyBalance;

afterEach(() => {
    vi.useRealTimers();
});

describe('demo backend: orders', () => {
    it('lists only the own orders, newest first, with the seeded history of the last 90 days', async () => {
        const token = await loginUser();
        const page = await query(token);
        expect(page.totalCount).toBeGreaterThanOrEqual(14);
        expect(page.list.every(order => order.userId === undefined)).toBe(true);
        const times = page.list.map(order => order.createTime);
        expect([...times].sort().reverse()).toEqual(times);
        const statuses = new Set(page.list.map(order => order.status));
        for (const status of [10, 11, 12, 13, 14, 15, 16]) expect(statuses.has(status)).toBe(true);
        expect(page.list.filter(order => order.goodsType === 30).length).toBeGreaterThanOrEqual(2);
        const db = getDemoDb();
        const mine = new Set(db.orders.filter(order => order.userId === 1).map(order => order.orderId));
        expect(page.list.every(order => mine.has(order.orderId))).toBe(true);

        const other = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        const theirs = await query(other);
        expect(theirs.totalCount).toBeGreaterThanOrEqual(2);
        expect(theirs.list.some(order => mine.has(order.orderId))).toBe(false);
    });

    it('is consistent with the seeded plans: the orders that bought a plan name its product and price', async () => {
        const db = getDemoDb();
        // every plan and service order carries what planOrders.ts applies when it is paid
        for (const order of db.orders.filter(row => [10, 11, 12, 13].includes(row.goodsType))) {
            const extra = orderExtraOf(order)!;
            expect(extra).toBeTruthy();
            expect(extra.duration).toBeGreaterThan(0);
            expect(Number.isInteger(extra.productUnitPrice)).toBe(true);
        }
        for (const order of db.orders.filter(row => row.goodsType === 10 || row.goodsType === 11)) {
            const { consumeId, productId } = JSON.parse(order.orderExtra) as { consumeId?: number; productId: number };
            const product = db.products.find(row => row.id === productId)!;
            expect(order.productInfo).toContain(product.productName.replace(/（.*）/, ''));
            if (consumeId === undefined) continue;
            const consume = db.consumes.find(row => row.id === consumeId)!;
            expect(consume.userId).toBe(order.userId);
            expect(consume.productUnitPrice).toBe(order.buyPayable);
        }
    });

    it('filters by status list, goods type, order number and time, and pages', async () => {
        const token = await loginUser();
        const unpaid = await query(token, { status: '10,11,12,13' });
        expect(unpaid.list.length).toBeGreaterThan(0);
        expect(unpaid.list.every(order => [10, 11, 12, 13].includes(order.status))).toBe(true);
        const recharges = await query(token, { goodsType: 30 });
        expect(recharges.list.every(order => order.goodsType === 30)).toBe(true);
        const one = unpaid.list[0];
        const byNumber = await query(token, { orderId: one.orderId });
        expect(byNumber.list.map(order => order.orderId)).toEqual([one.orderId]);
        const day = one.createTime.slice(0, 10);
        const inDay = await query(token, { startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` });
        expect(inDay.list.length).toBeGreaterThan(0);
        expect(inDay.list.every(order => order.createTime.startsWith(day))).toBe(true);
        const page2 = await query(token, { page: 2, limit: 5 });
        expect(page2.list).toHaveLength(5);
        expect(page2.totalCount).toBe((await query(token)).totalCount);
        const bad = await call('app/pay/queryUserOrder', { token, json: { page: 1, limit: 10, startTime: 'yesterday' } });
        expect(bad).toMatchObject({ code: 500, msg: '时间格式错误' });
    });

    it('deletes only own unpaid orders', async () => {
        const token = await loginUser();
        const all = await query(token);
        const unpaid = all.list.find(order => order.status === 11)!;
        const paid = all.list.find(order => order.status === 14)!;
        const refused = await call('app/pay/order/delete', { token, json: { orderIds: [unpaid.orderId, paid.orderId] } });
        expect(refused).toMatchObject({ code: 500, msg: '只能删除未支付的订单' });
        expect((await query(token)).totalCount).toBe(all.totalCount);

        const other = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect(await call('app/pay/order/delete', { token: other, json: { orderIds: [unpaid.orderId] } })).toMatchObject({ msg: '订单不存在' });
        expect(await call('app/pay/order/delete', { token, json: { orderIds: [] } })).toMatchObject({ msg: '请选择要删除的订单' });

        expect((await call('app/pay/order/delete', { token, json: { orderIds: [unpaid.orderId] } })).code).toBe(1);
        const after = await query(token);
        expect(after.totalCount).toBe(all.totalCount - 1);
        expect(after.list.some(order => order.orderId === unpaid.orderId)).toBe(false);
    });

    it('refunds a recent plan purchase: refunding at once, refunded later with the balance credited back and the plan invalid', async () => {
        const token = await loginUser();
        const all = await query(token);
        const purchase = all.list.find(order => order.goodsType === 10 && order.refundable)!;
        expect(purchase).toBeTruthy();
        const { consumeId } = JSON.parse(purchase.orderExtra) as { consumeId: number };
        const before = balanceOf(1);

        expect(await call('app/pay/refund', { token, json: { orderId: purchase.orderId, reason: ' ' } })).toMatchObject({ msg: '请填写退款原因' });
        const answer = await call('app/pay/refund', { token, json: { orderId: purchase.orderId, reason: '买错了' } });
        expect(answer.code).toBe(1);
        const refunding = (await query(token, { status: '15' })).list.find(order => order.orderId === purchase.orderId)!;
        expect(refunding).toMatchObject({ status: 15, refundAmount: purchase.buyPayable, refundReason: '买错了', refundable: false });
        expect(balanceOf(1)).toBe(before);
        // a second request is refused
        expect(await call('app/pay/refund', { token, json: { orderId: purchase.orderId, reason: 'again' } })).toMatchObject({ msg: '当前订单状态不可退款' });

        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + REFUND_DELAY_MS + 1000);
        const refunds = (await call('app/pay/refund/list', { token, json: { page: 1, limit: 50 } })).page as Page;
        const done = refunds.list.find(order => order.orderId === purchase.orderId)!;
        expect(done.status).toBe(16);
        expect(done.refundDoneTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect(balanceOf(1)).toBe(before + purchase.buyPayable);
        expect(getDemoDb().consumes.find(consume => consume.id === consumeId)!.mode).toBe(4);
        // settled once only
        await query(token);
        expect(balanceOf(1)).toBe(before + purchase.buyPayable);
        expect(refunds.list.every(order => [15, 16, 20, 21, 22, 23, 24].includes(order.status))).toBe(true);
    });

    it('refuses refunds the rules do not allow', async () => {
        const token = await loginUser();
        const all = await query(token);
        const recharge = all.list.find(order => order.goodsType === 30 && order.status === 14)!;
        expect(recharge.refundable).toBe(false);
        expect(await call('app/pay/refund', { token, json: { orderId: recharge.orderId, reason: 'x' } })).toMatchObject({ msg: '该类订单不支持退款' });
        const old = all.list.find(order => order.goodsType === 10 && order.status === 14 && !order.refundable)!;
        expect(await call('app/pay/refund', { token, json: { orderId: old.orderId, reason: 'x' } })).toMatchObject({ msg: '已超过7天退款期限' });
        const seededRefunding = all.list.find(order => order.status === 15)!;
        expect(await call('app/pay/refund', { token, json: { orderId: seededRefunding.orderId, reason: 'x' } })).toMatchObject({ msg: '当前订单状态不可退款' });
        expect(await call('app/pay/refund', { token, json: { orderId: '000', reason: 'x' } })).toMatchObject({ msg: '订单不存在' });
        expect(await call('app/pay/refund', { token, json: { orderId: recharge.orderId, reason: 'x'.repeat(201) } })).toMatchObject({
            msg: '退款原因不能超过200个字符',
        });
    });

    it('a pending order past its expiry time is listed as expired', async () => {
        const token = await loginUser();
        const pending = (await query(token, { status: '10' })).list[0];
        expect(pending).toBeTruthy();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 3 * 3600_000);
        const expired = (await query(token, { status: '11' })).list.map(order => order.orderId);
        expect(expired).toContain(pending.orderId);
    });
});
