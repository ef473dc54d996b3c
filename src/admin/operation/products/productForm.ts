import { centsToYuan, yuanToCents } from '../../../format/money';
import type { Product, ProductAttrs, ProductType, ProductUnit } from '../../../data/products/types';

/** The product dialog's values: the price as yuan text, the status as a switch. */
export interface ProductFormValues {
    productName: string;
    productType: ProductType;
    priceYuan: string;
    productUnit: ProductUnit;
    attrs: ProductAttrs;
    remark: string;
    sort: number;
    onSale: boolean;
}

export const emptyProductForm: ProductFormValues = {
    productName: '',
    productType: 1,
    priceYuan: '',
    productUnit: '1y',
    attrs: { recordLimit: 100, minTtl: 600, lineCount: 3, qps: 1000 },
    remark: '',
    sort: 0,
    onSale: true,
};

export const productToForm = (product: Product): ProductFormValues => ({
    productName: product.productName,
    productType: product.productType,
    priceYuan: centsToYuan(product.productUnitPrice),
    productUnit: product.productUnit,
    attrs: { ...product.attrs },
    remark: product.remark ?? '',
    sort: product.sort,
    onSale: product.status === 1,
});

const count = (value: unknown) => Math.max(0, Math.trunc(Number(value) || 0));

/** The product to save (price in cents). The form's validators have checked the price already. */
export const formToProduct = (values: ProductFormValues): Omit<Product, 'id' | 'createTime'> => ({
    productName: values.productName.trim(),
    productType: values.productType,
    productUnitPrice: yuanToCents(values.priceYuan) ?? 0,
    productUnit: values.productUnit,
    attrs: {
        recordLimit: count(values.attrs.recordLimit),
        minTtl: count(values.attrs.minTtl),
        lineCount: count(values.attrs.lineCount),
        qps: count(values.attrs.qps),
    },
    remark: values.remark.trim(),
    sort: count(values.sort),
    status: values.onSale ? 1 : 0,
});
