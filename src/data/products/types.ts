import type { Identifier } from 'react-admin';

/**
 * A product on sale, as sys/product/* sends and takes it (designed; src/demo/admin/operation.ts documents the
 * table the user-side catalogue reads too).
 */
export const PRODUCT_UNITS = ['1y', '1s', '1m', '1d', '1p'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** 1 authoritative DNS plan, 2 HTTPDNS resolution package, 3 value-added service (sold per piece, added to a plan). */
export const PRODUCT_TYPES = [1, 2, 3] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** What a domain on the plan gets; 0 means not included. */
export interface ProductAttrs {
    recordLimit: number;
    minTtl: number;
    lineCount: number;
    qps: number;
}

export const PRODUCT_ATTR_KEYS: readonly (keyof ProductAttrs)[] = ['recordLimit', 'minTtl', 'lineCount', 'qps'];

export interface Product {
    id: Identifier;
    productName: string;
    productType: ProductType;
    /** Integer cents per productUnit. */
    productUnitPrice: number;
    productUnit: ProductUnit;
    attrs: ProductAttrs;
    remark: string;
    sort: number;
    /** 1 on sale, 0 off the shelf. */
    status: 0 | 1;
    createTime: string;
}
