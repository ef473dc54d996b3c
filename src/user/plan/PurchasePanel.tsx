import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import type { PlanOrderRequest } from '../../data/plans/api';
import { durationsOf, totalCents } from '../../data/plans/pricing';
import { DurationPicker } from './DurationPicker';
import { OrderTotal } from './OrderTotal';
import type { CatalogueItem } from './queries';
import { UnitPrice } from './UnitPrice';
import { usePlaceOrder } from './usePlaceOrder';
import { useProductName } from '../../ui/productName';

interface PurchasePanelProps {
    product: CatalogueItem;
    /** Extra fields of the order (the plan a service is added to). */
    extra?: Pick<PlanOrderRequest, 'consumeId' | 'domainId'>;
    /** Above the duration: more choices of the order (the plan a service is added to). */
    children?: React.ReactNode;
}

/**
 * The order being put together: the chosen product, its duration (or quantity), the total in cents, and "Buy",
 * which creates the order and goes to its payment page. Keyed by product by its parent: a new product starts
 * from its first duration.
 */
export const PurchasePanel = ({ product, extra, children }: PurchasePanelProps) => {
    const translate = useTranslate();
    const productName = useProductName();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [duration, setDuration] = useState<number | undefined>(durationsOf(product.productUnit)[0]);
    const order = usePlaceOrder((request: PlanOrderRequest) => dataProvider.createPlanOrder(request));
    const total = duration === undefined ? undefined : totalCents(product.productUnitPrice, duration);
    const pieces = product.productUnit === '1p';
    return (
        <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-label={translate('plans.purchase.order')}>
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
                    {translate('plans.purchase.order')}
                </Typography>
                <Stack spacing={2}>
                    <Box>
                        <Typography variant="body2" color="text.secondary">
                            {translate('plans.purchase.product')}
                        </Typography>
                        <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="chosen-product">
                            {productName(product.productName)} · <UnitPrice cents={product.productUnitPrice} unit={product.productUnit} />
                        </Typography>
                    </Box>
                    {children}
                    <DurationPicker
                        unit={product.productUnit}
                        value={duration}
                        onChange={setDuration}
                        label={pieces ? 'plans.purchase.quantity' : 'plans.purchase.duration'}
                    />
                </Stack>
            </CardContent>
            <Divider />
            <CardContent>
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
                >
                    <OrderTotal cents={total} />
                    <Button
                        variant="contained"
                        size="large"
                        startIcon={<ShoppingCart />}
                        disabled={duration === undefined || order.isPending}
                        onClick={() => duration !== undefined && order.mutate({ productId: product.id, duration, ...extra })}
                    >
                        {translate('plans.purchase.buy')}
                    </Button>
                </Stack>
            </CardContent>
        </Card>
    );
};
