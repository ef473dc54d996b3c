import { describe, expect, it } from 'vitest';
import { emptyProductForm, formToProduct, productToForm } from './productForm';
import { productBody, toProduct } from '../../../data/products/api';

describe('product form <-> product', () => {
    const product = toProduct({
        id: '2',
        productName: '专业版',
        productType: '1',
        productUnitPrice: '68000',
        productUnit: '1y',
        attrs: { recordLimit: 500, minTtl: 60, lineCount: 20, qps: 10000 },
        remark: '中小企业官网',
        sort: '2',
        status: '1',
        createTime: '2026-01-01 00:00:00',
    });

    it('reads wire rows (numbers as strings)', () => {
        expect(product).toMatchObject({ id: 2, productType: 1, productUnitPrice: 68000, sort: 2, status: 1 });
    });

    it('edits the price in yuan and saves it in cents', () => {
        const form = productToForm(product);
        expect(form.priceYuan).toBe('680.00');
        expect(form.onSale).toBe(true);
        const saved = formToProduct({ ...form, priceYuan: '699.9', onSale: false });
        expect(saved.productUnitPrice).toBe(69990);
        expect(saved.status).toBe(0);
    });

    it('sends id 0 for a new product and only the product fields', () => {
        const body = productBody(formToProduct({ ...emptyProductForm, productName: ' 新套餐 ', priceYuan: '1' }));
        expect(body).toEqual({
            id: 0,
            productName: '新套餐',
            productType: 1,
            productUnitPrice: 100,
            productUnit: '1y',
            attrs: emptyProductForm.attrs,
            remark: '',
            sort: 0,
            status: 1,
        });
    });
});
