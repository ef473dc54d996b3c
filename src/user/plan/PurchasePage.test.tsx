import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../demo/db';
import { GOODS_TYPE, ORDER_STATUS } from '../../data/orders/codes';
import { setupDemoServer } from '../../../tests/support/server';
import { renderPlans } from './renderPlans';

setupDemoServer();

const orderOf = async () => {
    const where = await screen.findByTestId('where');
    expect(where.textContent).toMatch(/^\/payment\/order\/\d+$/);
    return getDemoDb().orders.find(order => order.orderId === where.textContent!.replace('/payment/order/', ''));
};

describe('Buy a plan', () => {
    it('shows the DNS plans as cards with prices and features, and a comparison table', async () => {
        renderPlans('/plan/purchase');
        await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(4));
        expect(screen.getAllByTestId('plan-price').map(node => node.textContent)).toEqual(['免费', '¥680.00/年', '¥2,980.00/年', '¥5,980.00/年']);
        const table = screen.getByTestId('feature-table');
        expect(within(table).getByText('每个域名记录数')).toBeTruthy();
        expect(within(table).getByText('10,000 条')).toBeTruthy();
        expect(within(table).getByText('200,000 QPS')).toBeTruthy();
        expect(screen.getByRole('tab', { name: 'DNS 套餐', selected: true })).toBeTruthy();
    });

    it('the total follows the duration, in cents; Buy creates the order and opens its payment page', async () => {
        renderPlans('/payment/plans/1');
        // the first paid plan is chosen, for one year
        expect(await screen.findByTestId('chosen-product')).toHaveProperty('textContent', '专业版 · ¥680.00/年');
        expect(screen.getByTestId('order-total').textContent).toBe('¥680.00');
        fireEvent.click(screen.getByRole('radio', { name: '选择 企业版' }));
        expect(screen.getByTestId('order-total').textContent).toBe('¥2,980.00');
        fireEvent.click(screen.getByRole('button', { name: '5 年' }));
        expect(screen.getByTestId('order-total').textContent).toBe('¥14,900.00');
        fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
        expect(await orderOf()).toMatchObject({ goodsType: GOODS_TYPE.buy, buyPayable: 1_490_000, buySum: 5, status: ORDER_STATUS.pending });
    });

    it('HTTPDNS packages are bought by quantity; a bad quantity cannot be bought', async () => {
        renderPlans('/plan/purchase');
        await screen.findAllByTestId('plan-card');
        fireEvent.click(screen.getByRole('tab', { name: 'HTTPDNS 解析包' }));
        expect(await screen.findByTestId('chosen-product')).toHaveProperty('textContent', 'HTTPDNS 100万次解析包 · ¥12.00/个');
        const quantity = screen.getByRole('spinbutton', { name: '购买数量' });
        fireEvent.change(quantity, { target: { value: '0' } });
        expect(screen.getByText('请输入 1 到 999 之间的整数')).toBeTruthy();
        expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
        fireEvent.change(quantity, { target: { value: '25' } });
        expect(screen.getByTestId('order-total').textContent).toBe('¥300.00');
        fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
        expect(await orderOf()).toMatchObject({ goodsType: GOODS_TYPE.vas, buyPayable: 30000, buySum: 25 });
    });

    it('a refusal shows the server msg and keeps the choice', async () => {
        renderPlans('/plan/purchase');
        await screen.findByTestId('chosen-product');
        // the product goes off the shelf meanwhile
        getDemoDb().products.find(product => product.id === 2)!.status = 0;
        fireEvent.click(screen.getByRole('button', { name: '3 年' }));
        fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
        expect(await screen.findByText('该产品已下架')).toBeTruthy();
        expect(screen.getByTestId('order-total').textContent).toBe('¥2,040.00');
        expect(screen.queryByTestId('where')).toBeNull();
    });
});

describe('Value-added services', () => {
    it('buys a service by quantity, added to a plan', async () => {
        renderPlans('/plan/vas');
        await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(3));
        expect(screen.getByTestId('chosen-product').textContent).toBe('记录扩展包（100条） · ¥20.00/个');
        fireEvent.change(screen.getByRole('spinbutton', { name: '购买数量' }), { target: { value: '3' } });
        expect(screen.getByTestId('order-total').textContent).toBe('¥60.00');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加到套餐' }));
        fireEvent.click(await screen.findByRole('option', { name: '企业版 · bigzone-example.com' }));
        fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
        const order = await orderOf();
        expect(order).toMatchObject({ goodsType: GOODS_TYPE.vas, buyPayable: 6000 });
        expect(JSON.parse(order!.orderExtra)).toMatchObject({ productId: 7, duration: 3, consumeId: 1 });
    });

    it('lists the services bought', async () => {
        renderPlans('/plan/vas');
        expect(await screen.findByText('已购增值服务')).toBeTruthy();
        // the seeded paid HTTPDNS package orders
        expect((await screen.findAllByText(/^HTTPDNS 100万次解析包/)).length).toBeGreaterThan(0);
    });
});
