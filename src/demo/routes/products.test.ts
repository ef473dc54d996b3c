import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../admin/operation';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const list = async (token: string, json: Record<string, unknown> = {}) =>
    (await call('sys/product/list', { token, json: { page: 1, limit: 50, ...json } })).page as { list: DemoProduct[]; totalCount: number };

const valid = {
    productName: '测试套餐',
    productType: 1,
    productUnitPrice: 9900,
    productUnit: '1m',
    attrs: { recordLimit: 100, minTtl: 300, lineCount: 5, qps: 2000 },
    sort: 9,
    status: 1,
};

describe('demo backend: products', () => {
    it('seeds the four DNS plans the consumes reference, priced in cents, sorted by sort', async () => {
        const token = await loginAdmin();
        const { list: rows } = await list(token);
        expect(rows.slice(0, 4).map(row => [row.id, row.productName, row.productUnitPrice])).toEqual([
            [1, '免费版', 0],
            [2, '专业版', 68000],
            [3, '企业版', 298000],
            [4, '旗舰版', 598000],
        ]);
        expect((await list(token, { status: 0 })).list.every(row => row.status === 0)).toBe(true);
        expect((await list(token, { productName: '企业' })).list.map(row => row.id)).toEqual([3]);
    });

    it('creates (id 0), updates, toggles status and deletes', async () => {
        const token = await loginAdmin();
        const created = await call('sys/product/save', { token, json: { ...valid, id: 0 } });
        expect(created.code).toBe(1);
        const id = (created.data as DemoProduct).id;
        expect(created.data).toMatchObject({ productName: '测试套餐', productUnitPrice: 9900, attrs: valid.attrs });

        const updated = await call('sys/product/save', { token, json: { ...valid, id, productUnitPrice: '12345' } });
        expect((updated.data as DemoProduct).productUnitPrice).toBe(12345);

        await call(`sys/product/update/status/${id}`, { token });
        expect((await list(token)).list.find(row => row.id === id)?.status).toBe(0);

        expect((await call('sys/product/delete', { token, json: { ids: String(id) } })).code).toBe(1);
        expect((await list(token)).list.some(row => row.id === id)).toBe(false);
    });

    it('refuses bad input with a msg, as a server would', async () => {
        const token = await loginAdmin();
        const refuse = async (json: Record<string, unknown>) => (await call('sys/product/save', { token, json })).msg;
        expect(await refuse({ ...valid, productName: ' ' })).toBe('产品名称不能为空');
        expect(await refuse({ ...valid, productName: '专业版' })).toBe('产品名称已存在');
        expect(await refuse({ ...valid, productUnitPrice: 12.5 })).toBe('产品单价必须是不小于0的整数（分）');
        expect(await refuse({ ...valid, productUnitPrice: -1 })).toBe('产品单价必须是不小于0的整数（分）');
        expect(await refuse({ ...valid, productUnit: '2y' })).toBe('计费单位不正确');
        expect(await refuse({ ...valid, id: 999 })).toBe('产品不存在');
        // a plan users hold cannot be deleted
        expect((await call('sys/product/delete', { token, json: { ids: '2' } })).msg).toMatch(/正在使用/);
    });
});
