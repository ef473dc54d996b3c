import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRODUCT_ATTR_KEYS } from '../../data/products/types';
import { featureValue } from './features';
import type { CatalogueItem } from './queries';
import { useUnitPrice } from './UnitPrice';
import { useProductName } from '../../ui/productName';

/** The products' features side by side, one row per feature; it scrolls sideways on a phone. */
export const FeatureTable = ({ products }: { products: CatalogueItem[] }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const unitPrice = useUnitPrice();
    return (
        <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('plans.purchase.compare')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('plans.purchase.compare')} data-testid="feature-table">
                    <TableHead>
                        <TableRow>
                            <TableCell component="th">{translate('plans.purchase.feature')}</TableCell>
                            {products.map(product => (
                                <TableCell key={product.id} component="th" align="center" sx={{ whiteSpace: 'nowrap' }}>
                                    {productName(product.productName)}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        <TableRow>
                            <TableCell component="th" scope="row">
                                {translate('plans.columns.price')}
                            </TableCell>
                            {products.map(product => (
                                <TableCell key={product.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                                    {unitPrice(product.productUnitPrice, product.productUnit)}
                                </TableCell>
                            ))}
                        </TableRow>
                        {PRODUCT_ATTR_KEYS.map(key => (
                            <TableRow key={key}>
                                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                                    {translate(`plans.purchase.features.${key}`)}
                                </TableCell>
                                {products.map(product => (
                                    <TableCell key={product.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                                        {featureValue(translate, key, product.attrs)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        </Box>
    );
};
