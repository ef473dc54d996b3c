import type { Identifier } from 'react-admin';
import { commaIds, defineApi, listResult, searchText } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { PRODUCT_ATTR_KEYS, PRODUCT_TYPES, type Product, type ProductAttrs } from './types';

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

const toAttrs = (value: unknown): ProductAttrs => {
    const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return Object.fromEntries(PRODUCT_ATTR_KEYS.map(key => [key, Number(source[key] ?? 0) || 0])) as unknown as ProductAttrs;
};

/** A row as the server sends it (numbers possibly as strings). */
export const toProduct = (row: Record<string, unknown>): Product => ({
    ...(row as unknown as Product),
    id: Number(row.id),
    productType: PRODUCT_TYPES.find(type => type === Number(row.productType)) ?? 1,
    productUnitPrice: Number(row.productUnitPrice ?? 0),
    sort: Number(row.sort ?? 0),
    status: Number(row.status) === 0 ? 0 : 1,
    attrs: toAttrs(row.attrs),
});

/** The save body: the product's fields, id 0 when new. */
export const productBody = (product: Partial<Product>) => ({
    id: product.id ?? 0,
    productName: product.productName,
    productType: product.productType,
    productUnitPrice: product.productUnitPrice,
    productUnit: product.productUnit,
    attrs: toAttrs(product.attrs),
    remark: product.remark ?? '',
    sort: product.sort ?? 0,
    status: product.status ?? 1,
});

export const productsApi = defineApi<Product>({
    list: {
        path: PRODUCT_PATHS.list,
        params: ({ page, perPage, sort, filter }) => ({
            page,
            limit: perPage,
            ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
            productName: searchText(filter.q ?? filter.productName),
            status: filter.status === undefined || filter.status === '' ? undefined : filter.status,
        }),
        result: json => {
            const { data, total } = listResult<Product>(json);
            return { data: data.map(row => toProduct(row as unknown as Record<string, unknown>)), total };
        },
    },
    save: {
        path: PRODUCT_PATHS.save,
        params: productBody,
        result: (json, sent) => toProduct({ ...sent, ...((json.data as Record<string, unknown> | undefined) ?? {}) }),
    },
    delete: { path: PRODUCT_PATHS.delete, params: commaIds },
});

export const productCalls = (http: HttpClient) => ({
    /** Flips a product between on sale and off the shelf. */
    toggleProductStatus: async (id: Identifier): Promise<void> => {
        await http.get(PRODUCT_PATHS.status(id));
    },
});
