import type { TranslateFunction } from 'react-admin';
import { formatCount } from '../../format/count';
import { PRODUCT_ATTR_KEYS, type ProductAttrs } from '../../data/products/types';

/** A product feature as shown ("500 条", "60 秒"); "—" when the product does not include it (0 or unknown). */
export const featureValue = (translate: TranslateFunction, key: keyof ProductAttrs, attrs: ProductAttrs | undefined): string => {
    const value = attrs?.[key] ?? 0;
    return value > 0 ? translate(`plans.purchase.values.${key}`, { n: formatCount(value) }) : translate('plans.purchase.notIncluded');
};

/** The features a product includes, in the catalogue's order. */
export const includedFeatures = (attrs: ProductAttrs | undefined): (keyof ProductAttrs)[] => PRODUCT_ATTR_KEYS.filter(key => (attrs?.[key] ?? 0) > 0);
