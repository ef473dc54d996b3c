import type { Identifier } from 'react-admin';
import * as v from 'valibot';
import { nested, num, numberId, oneOf, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { commaIds, defineApi, searchText } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { PRODUCT_ATTR_KEYS, PRODUCT_TYPES, PRODUCT_UNITS, type Product, type ProductAttrs } from './types';

/**
 * Product management (admin), all designed: POST sys/product/list {productName?, status?, page, limit} ->
 * page.list; POST sys/product/save (id 0 or absent = new) -> data; POST sys/product/delete {ids: "1,2"};
 * GET sys/product/update/status/{id} flips on sale / off shelf.
 */
const PRODUCT_PATHS = {
    list: 'sys/product/list', // designed
    save: 'sys/product/save', // designed
    delete: 'sys/product/delete', // designed
    status: (id: Identifier) => `sys/product/update/status/${encodeURIComponent(String(id))}`, // designed
} as const;

/** The features as the save sends them: the four numbers, nothing else. */
const attrsBody = (value: Partial<ProductAttrs> | undefined): ProductAttrs =>
    Object.fromEntries(PRODUCT_ATTR_KEYS.map(key => [key, Number(value?.[key] ?? 0) || 0])) as unknown as ProductAttrs;

/** How a product is read (dataProvider/answers.ts): a product without a status is on sale. */
const productRecord: RecordSchema<Product> = v.pipe(
    row({
        id: numberId,
        productName: text,
        productType: oneOf(PRODUCT_TYPES, 1),
        productUnitPrice: num,
        productUnit: oneOf(PRODUCT_UNITS, '1y'),
        attrs: nested({ recordLimit: num, minTtl: num, lineCount: num, qps: num }),
        remark: text,
        sort: num,
        status: v.optional(num, 1),
        createTime: text,
    }),
    v.transform(product => ({ ...product, status: product.status === 0 ? (0 as const) : (1 as const) })),
);

/** A row as the server sends it (numbers possibly as strings). */
export const toProduct = (row: unknown): Product => readAnswer(productRecord, row, PRODUCT_PATHS.list);

/** The save body: the product's fields, id 0 when new. */
export const productBody = (product: Partial<Product>) => ({
    id: product.id ?? 0,
    productName: product.productName,
    productType: product.productType,
    productUnitPrice: product.productUnitPrice,
    productUnit: product.productUnit,
    attrs: attrsBody(product.attrs),
    remark: product.remark ?? '',
    sort: product.sort ?? 0,
    status: product.status ?? 1,
});

export const productsApi = defineApi<Product>({
    record: productRecord,
    list: {
        path: PRODUCT_PATHS.list,
        params: ({ page, perPage, sort, filter }) => ({
            page,
            limit: perPage,
            ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
            productName: searchText(filter.q ?? filter.productName),
            status: filter.status === undefined || filter.status === '' ? undefined : filter.status,
        }),
    },
    save: {
        path: PRODUCT_PATHS.save,
        params: productBody,
        result: savedRecord(productRecord, PRODUCT_PATHS.save),
    },
    delete: { path: PRODUCT_PATHS.delete, params: commaIds },
});

export const productCalls = (http: HttpClient) => ({
    /** Flips a product between on sale and off the shelf. */
    toggleProductStatus: async (id: Identifier): Promise<void> => {
        await http.get(PRODUCT_PATHS.status(id));
    },
});
