import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { LoadError, PageLoading } from '../../ui/PageStates';
import type { Plan } from '../../data/plans/api';
import { isHigherPlan, upgradeCents, upgradeDays } from '../../data/plans/pricing';
import { OrderTotal } from './OrderTotal';
import { useCatalogue } from './queries';
import { useUnitPrice } from './UnitPrice';
import { usePlaceOrder } from './usePlaceOrder';
import { useProductName } from '../../ui/productName';

/**
 * Upgrades a plan to a higher DNS plan on sale (dearer per day): the price difference is the daily difference
 * over the days left, rounded up to the cent (pricing.ts), shown before "Upgrade and pay" creates the order.
 */
export const UpgradeDialog = ({ plan, onClose }: { plan: Plan; onClose(): void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const unitPrice = useUnitPrice();
    const dataProvider = useDataProvider<UserDataProvider>();
    const catalogue = useCatalogue(1);
    const [targetId, setTargetId] = useState<number>();
    const [tried, setTried] = useState(false);
    const order = usePlaceOrder((productId: number) => dataProvider.upgradePlan(plan.id, productId));
    const days = upgradeDays(plan, new Date());
    const higher = (catalogue.data ?? []).filter(product => isHigherPlan(plan, product));
    const target = higher.find(product => product.id === targetId);
    const difference = target ? upgradeCents(plan, target, days) : undefined;
    const submit = () => {
        setTried(true);
        if (target) order.mutate(target.id);
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upgrade-title">
            <DialogTitle id="upgrade-title">{translate('plans.upgrade.title', { name: productName(plan.productName) })}</DialogTitle>
            <DialogContent>
                <Stack spacing={2}>
                    <Typography variant="body2">
                        {translate('plans.upgrade.current')}: {productName(plan.productName)} · {unitPrice(plan.productUnitPrice, plan.productUnit)}
                    </Typography>
                    <Typography variant="body2">
                        {translate('plans.upgrade.days')}: <span data-testid="upgrade-days">{days}</span>
                    </Typography>
                    {catalogue.isPending ? <PageLoading /> : null}
                    {catalogue.error ? <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} /> : null}
                    {catalogue.data && higher.length === 0 ? <Alert severity="info">{translate('plans.upgrade.none')}</Alert> : null}
                    {higher.length > 0 ? (
                        <RadioGroup
                            aria-label={translate('plans.upgrade.target')}
                            value={targetId ?? ''}
                            onChange={event => setTargetId(Number(event.target.value))}
                        >
                            {higher.map(product => (
                                <FormControlLabel
                                    key={product.id}
                                    value={product.id}
                                    control={<Radio />}
                                    label={`${productName(product.productName)} · ${unitPrice(product.productUnitPrice, product.productUnit)}`}
                                />
                            ))}
                        </RadioGroup>
                    ) : null}
                    {tried && !target && higher.length > 0 ? (
                        <Typography variant="body2" color="error">
                            {translate('plans.upgrade.required')}
                        </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                        {translate('plans.upgrade.rule')}
                    </Typography>
                    <OrderTotal cents={difference} label="plans.upgrade.difference" />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={order.isPending || higher.length === 0}>
                    {translate('plans.upgrade.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
