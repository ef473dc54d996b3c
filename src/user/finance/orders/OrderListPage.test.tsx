import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { loginUser } from '../../../../tests/support/demo';
import { renderOrders } from './renderOrders';

const server = setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

/** The bodies of the order list calls made since `start`. */
const listBodies: Array<Record<string, unknown>> = [];
server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('app/pay/queryUserOrder')) return;
    void request
        .clone()
        .json()
        .then(body => listBodies.push(body as Record<string, unknown>));
});

const rows = () => screen.getAllByRole('row').slice(1);
const statusesShown = () => screen.queryAllByTestId('order-status').map(chip => chip.getAttribute('data-status'));
const myOrders = () => getDemoDb().orders.filter(order => order.userId === 1);

describe('orders screen', () => {
    it('shows the tab of its path and its statuses; the tabs go to their paths', async () => {
        renderOrders(token, '/finance/order/paid');
        await waitFor(() => expect(statusesShown().length).toBe(myOrders().filter(order => order.status === 14).length));
        expect(new Set(statusesShown())).toEqual(new Set(['14']));
        expect(screen.getByRole('tab', { name: '已支付' }).getAttribute('aria-selected')).toBe('true');
        // status, method and type as translated labels; amounts in yuan
        expect(screen.getAllByText('已支付').length).toBeGreaterThan(1);
        expect(screen.getAllByText('余额支付').length).toBeGreaterThan(0);
        expect(screen.getAllByText('余额充值').length).toBeGreaterThan(0);
        expect(screen.getByText('¥5,980.00')).toBeTruthy();

        fireEvent.click(screen.getByRole('tab', { name: '未支付' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/finance\/order\/unpaid\?page=1/));
        await waitFor(() => expect(new Set(statusesShown())).toEqual(new Set(['10', '11', '12', '13'])));
        expect(screen.getByRole('tab', { name: '未支付' }).getAttribute('aria-selected')).toBe('true');
        // a pending order can be paid on its order page
        const pending = myOrders().find(order => order.status === 10)!;
        const pay = screen.getByRole('link', { name: '去支付' });
        expect(pay.getAttribute('href')).toBe(`/payment/order/${pending.orderId}`);
    });

    it('an unknown path lists every order', async () => {
        renderOrders(token, '/finance/order/whatever');
        await waitFor(() => expect(statusesShown().length).toBe(myOrders().length));
        expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    });

    it('a date range is sent as whole days and goes back to page 1', async () => {
        renderOrders(token, '/finance/order/all?page=2&perPage=10');
        await waitFor(() => expect(rows()).toHaveLength(5));
        await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ page: 2, limit: 10 }));
        expect(listBodies.at(-1)).not.toHaveProperty('startTime');

        fireEvent.click(screen.getByRole('button', { name: '按日期筛选' }));
        await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ page: 1, limit: 10 }));
        const body = listBodies.at(-1)!;
        expect(body.startTime).toMatch(/^\d{4}-\d\d-\d\d 00:00:00$/);
        expect(body.endTime).toMatch(/^\d{4}-\d\d-\d\d 23:59:59$/);
        await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('page=1'));

        // a preset changes the range; "any time" drops it
        fireEvent.click(await screen.findByRole('button', { name: '今天' }));
        await waitFor(() => expect(String(listBodies.at(-1)?.startTime).slice(0, 10)).toBe(String(listBodies.at(-1)?.endTime).slice(0, 10)));
        fireEvent.click(screen.getByRole('button', { name: '全部时间' }));
        await waitFor(() => expect(listBodies.at(-1)).not.toHaveProperty('startTime'));
    });

    it('deletes an unpaid order after a confirmation', async () => {
        const expired = myOrders().find(order => order.status === 11)!;
        renderOrders(token, '/finance/order/unpaid');
        const row = (await screen.findByText(expired.orderId)).closest('tr')!;
        expect(within(row).queryByRole('button', { name: '退款' })).toBeNull();
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain(expired.orderId);
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByText(expired.orderId)).toBeNull());
        expect(getDemoDb().orders.some(order => order.orderId === expired.orderId)).toBe(false);
    });

    it('asks a reason for a refund, then lists the order under refunding', async () => {
        const purchase = myOrders().find(order => order.productInfo.startsWith('旗舰版') && order.status === 14)!;
        renderOrders(token, '/finance/order/paid');
        const row = (await screen.findByText(purchase.orderId)).closest('tr')!;
        // a paid order is neither deletable nor payable
        expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
        fireEvent.click(within(row).getByRole('button', { name: '退款' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('¥5,980.00');
        // a plan's refund ends the plan: the dialog says its domain is unbound
        expect(within(dialog).getByRole('alert').textContent).toBe('退款完成后，该订单购买的套餐将失效，所绑定的域名会与其解除绑定。');
        fireEvent.click(within(dialog).getByRole('button', { name: '申请退款' }));
        await within(dialog).findByText('请填写退款原因');
        fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '买错了套餐' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '申请退款' }));
        await screen.findByText('退款申请已提交，完成前显示在“退款中”。');
        await waitFor(() => expect(screen.queryByText(purchase.orderId)).toBeNull());

        fireEvent.click(screen.getByRole('tab', { name: '退款中' }));
        const refunding = (await screen.findByText(purchase.orderId)).closest('tr')!;
        expect(within(refunding).getByTestId('order-status').textContent).toBe('退款中');

        // the detail shows the refund
        fireEvent.click(within(refunding).getByText(purchase.orderId));
        const detail = await screen.findByTestId('order-detail');
        await within(detail).findByText('买错了套餐');
        expect(within(detail).getByTestId('order-refund').textContent).toContain('¥5,980.00');
    });

    it('a refusal keeps the dialog and the reason, with the server message', async () => {
        const purchase = myOrders().find(order => order.productInfo.startsWith('旗舰版') && order.status === 14)!;
        renderOrders(token, '/finance/order/paid');
        const row = (await screen.findByText(purchase.orderId)).closest('tr')!;
        // meanwhile the order was refunded elsewhere
        purchase.status = 15;
        purchase.refundTime = purchase.payTime;
        fireEvent.click(within(row).getByRole('button', { name: '退款' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '不需要了' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '申请退款' }));
        await within(dialog).findByText('当前订单状态不可退款');
        expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('不需要了');
    });
});
