import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { getDemoDb } from '../../../demo/db';
import { ProductList } from './ProductList';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

const server = setupDemoServer();

afterEach(() => i18nProvider.changeLocale('cn'));

describe('product management', () => {
    it('edits the price in yuan and sends it in cents', async () => {
        const bodies: unknown[] = [];
        server.events.on('request:start', async ({ request }) => {
            if (request.url.endsWith('sys/product/save')) bodies.push(await request.clone().json());
        });
        renderAdminScreen('/operation/products', <ProductList />);
        const row = (await screen.findByText('专业版')).closest('tr') as HTMLElement;
        within(row).getByText('¥680.00/年');

        fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog');
        const price = dialog.querySelector('[name="priceYuan"]') as HTMLInputElement;
        expect(price.value).toBe('680.00');
        fireEvent.change(price, { target: { value: '699.9' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

        await screen.findByText('修改成功');
        expect(bodies).toEqual([expect.objectContaining({ id: 2, productUnitPrice: 69990, productName: '专业版' })]);
        expect(getDemoDb().products.find(product => product.id === 2)?.productUnitPrice).toBe(69990);
        await screen.findByText('¥699.90/年');
    }, 20_000);

    it('refuses a price with three decimals at the field', async () => {
        renderAdminScreen('/operation/products', <ProductList />);
        fireEvent.click(await screen.findByRole('button', { name: '添加产品' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(dialog.querySelector('[name="productName"]') as Element, { target: { value: '新套餐' } });
        fireEvent.change(dialog.querySelector('[name="priceYuan"]') as Element, { target: { value: '9.999' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await within(dialog).findByText('请输入不小于 0 且最多两位小数的金额');
        await waitFor(() => expect(getDemoDb().products.some(product => product.productName === '新套餐')).toBe(false));
    }, 20_000);

    it('deletes after a confirmation naming the product, and shows the refusal for a plan users hold', async () => {
        renderAdminScreen('/operation/products', <ProductList />);
        const held = (await screen.findByText('企业版')).closest('tr') as HTMLElement;
        fireEvent.click(within(held).getByRole('button', { name: '删除' }));
        let dialog = await screen.findByRole('dialog');
        within(dialog).getByText('删除产品「企业版」？');
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText(/有用户正在使用，不能删除/);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().products.some(product => product.id === 3)).toBe(true);

        const spare = (await screen.findByText('专业版（月付）')).closest('tr') as HTMLElement;
        fireEvent.click(within(spare).getByRole('button', { name: '删除' }));
        dialog = await screen.findByRole('dialog', { name: '删除产品「专业版（月付）」？' });
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByText('专业版（月付）')).toBeNull());
        screen.getByText('企业版');
    }, 20_000);

    it('names the plans and packs in English in English, the stored name kept for editing', async () => {
        await i18nProvider.changeLocale('en');
        renderAdminScreen('/operation/products', <ProductList />);
        const row = (await screen.findByText('Professional')).closest('tr') as HTMLElement;
        expect(screen.getByText('Professional (monthly)')).toBeTruthy();
        expect(screen.getByText('Record pack (100 records)')).toBeTruthy();
        expect(within(row).getByLabelText('Professional On sale')).toBeTruthy();
        fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
        const dialog = await screen.findByRole('dialog');
        expect((dialog.querySelector('[name="productName"]') as HTMLInputElement).value).toBe('专业版');
    }, 20_000);
});
