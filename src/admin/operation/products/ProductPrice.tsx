import { useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';
import { PRODUCT_ATTR_KEYS, type Product } from '../../../data/products/types';

/** "¥680.00/年" ("¥680.00 / year"), or "免费" for a zero price. */
export const ProductPrice = ({ product }: { product: Product }) => {
    const translate = useTranslate();
    if (product.productUnitPrice === 0) return <>{translate('operation.products.free')}</>;
    return (
        <>
            {translate('operation.products.perUnit', {
                price: formatYuan(product.productUnitPrice),
                unit: translate(`operation.products.units.${product.productUnit}`),
            })}
        </>
    );
};

/** The features in one line; those a product does not include (0) are left out. */
export const FeatureSummary = ({ product }: { product: Product }) => {
    const translate = useTranslate();
    const parts = PRODUCT_ATTR_KEYS.filter(key => product.attrs[key] > 0).map(key =>
        translate(`operation.products.feature.${key}`, { n: product.attrs[key].toLocaleString() }),
    );
    return <>{parts.length ? parts.join(' · ') : translate('operation.products.unlimited')}</>;
};
