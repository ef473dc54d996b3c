import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Plan } from '../../data/plans/api';
import { BindDialog } from './BindDialog';
import { planActions } from './planState';
import { RenewDialog } from './RenewDialog';
import { UpgradeDialog } from './UpgradeDialog';
import { usePlanAction } from './usePlanAction';
import { Confirm } from '../../ui/singleFlight';
import { useProductName } from '../../ui/productName';

type Open = 'bind' | 'unbind' | 'renew' | 'upgrade' | 'delete' | undefined;

/** A plan's actions, by its state: renew, upgrade, bind or unbind a domain, delete an unused one (confirmed). */
export const PlanRowActions = ({ plan }: { plan: Plan }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const [open, setOpen] = useState<Open>();
    const close = () => setOpen(undefined);
    const can = planActions(plan);
    const unbind = usePlanAction(
        (provider, id: number) => provider.unbindPlan(id),
        () => ['plans.unbind.done'],
    );
    const remove = usePlanAction(
        (provider, id: number) => provider.delete('plan', { id, previousData: plan }),
        () => ['plans.remove.done'],
    );
    const button = (action: Exclude<Open, undefined>, color: 'primary' | 'error' = 'primary') => (
        <Button
            size="small"
            color={color}
            onClick={() => setOpen(action)}
            aria-label={`${translate(`plans.actions.${action}`)} ${productName(plan.productName)}`}
        >
            {translate(`plans.actions.${action}`)}
        </Button>
    );
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
            {can.renew ? button('renew') : null}
            {can.upgrade ? button('upgrade') : null}
            {can.bind ? button('bind') : null}
            {can.unbind ? button('unbind') : null}
            {can.delete ? button('delete', 'error') : null}
            {open === 'renew' ? <RenewDialog plan={plan} onClose={close} /> : null}
            {open === 'upgrade' ? <UpgradeDialog plan={plan} onClose={close} /> : null}
            {open === 'bind' ? <BindDialog plan={plan} onClose={close} /> : null}
            <Confirm
                isOpen={open === 'unbind'}
                loading={unbind.isPending}
                title="plans.unbind.title"
                content="plans.unbind.content"
                translateOptions={{ name: productName(plan.productName), domain: plan.domain }}
                onConfirm={() => unbind.mutate(plan.id, { onSuccess: close })}
                onClose={close}
            />
            <Confirm
                isOpen={open === 'delete'}
                loading={remove.isPending}
                title="plans.remove.title"
                content="plans.remove.content"
                translateOptions={{ name: productName(plan.productName) }}
                confirmColor="warning"
                onConfirm={() => remove.mutate(plan.id, { onSuccess: close })}
                onClose={close}
            />
        </Stack>
    );
};
