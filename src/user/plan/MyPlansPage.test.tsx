import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../demo/db';
import { formatYuan } from '../../format/money';
import { GOODS_TYPE, ORDER_STATUS } from '../../data/orders/codes';
import { setupDemoServer } from '../../../tests/support/server';
import { renderPlans } from './renderPlans';

setupDemoServer();

/** The table row showing a text (tabs and toggles show some texts too). */
const rowOf = async (text: string) =>
    waitFor(() => {
        const row = screen.getAllByRole('row').find(candidate => within(candidate).queryByText(text));
        if (!row) throw new Error(`no row with ${text}`);
        return row;
    });

describe('My plans', () => {
    it('lists the paid plans in use with price, dates, domain and state; the free ones a click away', async () => {
        renderPlans('/plan/own/1');
        const row = await rowOf('bigzone-example.com');
        expect(within(row).getByText('企业版')).toBeTruthy();
        expect(within(row).getByText('¥2,980.00/年')).toBeTruthy();
        expect(within(row).getByText('使用中')).toBeTruthy();
        expect(within(row).getByRole('button', { name: '续费 企业版' })).toBeTruthy();
        expect(within(row).getByRole('button', { name: '解绑 企业版' })).toBeTruthy();
        expect(screen.getByTestId('plans-paid').textContent).toBe('付费套餐（3）');

        fireEvent.click(screen.getByTestId('plans-free'));
        const free = await rowOf('免费版');
        expect(within(free).getByText('免费')).toBeTruthy();
        expect(within(free).queryByRole('button', { name: /续费/ })).toBeNull();
    });

    it('tabs go to each mode; an unused plan can be deleted after a confirmation', async () => {
        renderPlans('/plan/own/1');
        await rowOf('bigzone-example.com');
        fireEvent.click(screen.getByRole('tab', { name: '未使用' }));
        const row = await rowOf('旗舰版');
        expect(within(row).getByText('未绑定')).toBeTruthy();
        expect(within(row).getByText('绑定后开始生效')).toBeTruthy();
        fireEvent.click(within(row).getByRole('button', { name: '删除 旗舰版' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/将删除未使用的套餐“旗舰版”/)).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('套餐已删除');
        await waitFor(() => expect(screen.queryByText('旗舰版')).toBeNull());
        expect(getDemoDb().consumes.some(consume => consume.id === 4)).toBe(false);

        fireEvent.click(screen.getByRole('tab', { name: '已失效' }));
        expect(await rowOf('已失效')).toBeTruthy();
        fireEvent.click(screen.getByRole('tab', { name: '已过期' }));
        expect(within(await rowOf('已过期')).getByRole('button', { name: '续费 专业版' })).toBeTruthy();
    });

    it('renewal: a duration must be chosen, the total and the new expiry follow it, and the order opens its payment page', async () => {
        renderPlans('/plan/own/1');
        const row = await rowOf('example.com');
        fireEvent.click(within(row).getByRole('button', { name: /^续费/ }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByTestId('order-total').textContent).toBe('—');
        fireEvent.click(within(dialog).getByRole('button', { name: '续费并支付' }));
        expect(await within(dialog).findByText('请选择续费时长')).toBeTruthy();
        expect(within(dialog).getByTestId('renew-new-end').textContent).toBe('—');
        fireEvent.click(within(dialog).getByRole('button', { name: '2 年' }));
        expect(within(dialog).getByTestId('order-total').textContent).toBe('¥1,360.00');
        // two calendar years after the current expiry, to the second
        const current = within(dialog).getByTestId('renew-current-end').textContent!;
        const twoYearsOn = current.replace(/^(\d{4})-02-29/, '$1-02-28').replace(/^\d{4}/, year => String(Number(year) + 2));
        expect(within(dialog).getByTestId('renew-new-end').textContent).toBe(twoYearsOn);
        fireEvent.click(within(dialog).getByRole('button', { name: '续费并支付' }));
        const where = await screen.findByTestId('where');
        const orderId = where.textContent!.replace('/payment/order/', '');
        const order = getDemoDb().orders.find(candidate => candidate.orderId === orderId);
        expect(order).toMatchObject({ goodsType: GOODS_TYPE.renew, buyPayable: 136000, status: ORDER_STATUS.pending, buySum: 2 });
    });

    it('upgrade: only higher plans, the difference for the days left, then the order', async () => {
        renderPlans('/plan/own/1');
        const row = await rowOf('example.com');
        fireEvent.click(within(row).getByRole('button', { name: /^升级/ }));
        const dialog = await screen.findByRole('dialog');
        const days = Number(within(dialog).getByTestId('upgrade-days').textContent);
        expect(days).toBeGreaterThan(0);
        expect(within(dialog).queryByRole('radio', { name: /免费版/ })).toBeNull();
        fireEvent.click(await within(dialog).findByRole('radio', { name: /企业版/ }));
        const shown = within(dialog).getByTestId('order-total').textContent;
        fireEvent.click(within(dialog).getByRole('button', { name: '升级并支付' }));
        const where = await screen.findByTestId('where');
        const order = getDemoDb().orders.find(candidate => candidate.orderId === where.textContent!.replace('/payment/order/', ''));
        expect(order?.goodsType).toBe(GOODS_TYPE.upgrade);
        expect(shown).toBe(formatYuan(order!.buyPayable));
    });

    it('binds an unused plan to a domain without one, and unbinds it', async () => {
        renderPlans('/plan/own/2');
        const row = await rowOf('旗舰版');
        fireEvent.click(within(row).getByRole('button', { name: '绑定域名 旗舰版' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '绑定' }));
        expect(await within(dialog).findByText('请选择域名')).toBeTruthy();
        const input = within(dialog).getByRole('combobox');
        fireEvent.change(input, { target: { value: 'example.org' } });
        fireEvent.click(await screen.findByRole('option', { name: 'example.org' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '绑定' }));
        await screen.findByText('套餐已绑定到 example.org');
        expect(getDemoDb().consumes.find(consume => consume.id === 4)).toMatchObject({ mode: 1 });

        fireEvent.click(screen.getByRole('tab', { name: '使用中' }));
        const bound = await rowOf('example.org');
        fireEvent.click(within(bound).getByRole('button', { name: '解绑 旗舰版' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));
        await screen.findByText('套餐已解绑');
        expect(getDemoDb().consumes.find(consume => consume.id === 4)).toMatchObject({ mode: 2, domainId: 0 });
    });
});
