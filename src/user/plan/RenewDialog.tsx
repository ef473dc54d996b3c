import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import type { Plan } from '../../data/plans/api';
import { daysLeft, renewalEnd, totalCents } from '../../data/plans/pricing';
import { formatDateTime } from '../../format/backendTime';
import { DurationPicker } from './DurationPicker';
import { OrderTotal } from './OrderTotal';
import { UnitPrice } from './UnitPrice';
import { usePlaceOrder } from './usePlaceOrder';
import { useProductName } from '../../ui/productName';

/**
 * Renews a plan: a duration must be chosen (none is by default); the total is the plan's unit price times the
 * units, in cents; the new expiry follows the duration. "Renew and pay" creates the renewal order and opens its payment page.
 */
export const RenewDialog = ({ plan, onClose }: { plan: Plan; onClose(): void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [duration, setDuration] = useState<number>();
    const [tried, setTried] = useState(false);
    const order = usePlaceOrder((units: number) => dataProvider.renewPlan(plan.id, units));
    const expired = plan.mode === 3 || daysLeft(plan.effectEndTime, new Date()) === 0;
    const submit = () => {
        setTried(true);
        if (duration !== undefined) order.mutate(duration);
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="renew-title">
            <DialogTitle id="renew-title">{translate('plans.renew.title', { name: productName(plan.productName) })}</DialogTitle>
            <DialogContent>
                <Stack spacing={2}>
                    <Typography variant="body2">
                        <UnitPrice cents={plan.productUnitPrice} unit={plan.productUnit} />
                        {plan.domain ? ` · ${plan.domain}` : ''}
                    </Typography>
                    <Typography variant="body2">
                        {translate('plans.renew.current')}: <span data-testid="renew-current-end">{plan.effectEndTime || '—'}</span>
                    </Typography>
                    {expired ? <Alert severity="info">{translate('plans.renew.fromNow')}</Alert> : null}
                    <DurationPicker
                        unit={plan.productUnit}
                        value={duration}
                        onChange={setDuration}
                        label="plans.renew.duration"
                        error={tried && duration === undefined ? 'plans.renew.required' : undefined}
                    />
                    <Typography variant="body2">
                        {translate('plans.renew.newEnd')}:{' '}
                        <span data-testid="renew-new-end">{duration === undefined ? '—' : formatDateTime(renewalEnd(plan, duration, new Date()))}</span>
                    </Typography>
                    <OrderTotal cents={duration === undefined ? undefined : totalCents(plan.productUnitPrice, duration)} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={order.isPending}>
                    {translate('plans.renew.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
