import { Chip, Stack, Typography } from '@mui/material';
import { DataTable, Pagination, useTranslate } from 'react-admin';
import type { Plan } from '../../data/plans/api';
import { daysLeft } from '../../data/plans/pricing';
import { PlanRowActions } from './PlanRowActions';
import { UnitPrice } from './UnitPrice';
import { useProductName } from '../../ui/productName';

const Column = DataTable.Col<Plan>;

const MODE_COLOR = { 1: 'success', 2: 'info', 3: 'warning', 4: 'default' } as const;

/** The state chip, and for a plan in use the days left. */
const StateField = ({ plan }: { plan: Plan }) => {
    const translate = useTranslate();
    const left = plan.mode === 1 ? daysLeft(plan.effectEndTime, new Date()) : undefined;
    return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color={MODE_COLOR[plan.mode]} label={translate(`plans.modes.${plan.mode}`)} />
            {left !== undefined && left <= 30 ? (
                <Typography variant="caption" color={left <= 7 ? 'warning.main' : 'text.secondary'}>
                    {left === 0 ? translate('plans.own.expiresToday') : translate('plans.own.daysLeft', { smart_count: left })}
                </Typography>
            ) : null}
        </Stack>
    );
};

const DomainField = ({ plan }: { plan: Plan }) => {
    const translate = useTranslate();
    return plan.domain ? (
        <>{plan.domain}</>
    ) : (
        <Typography variant="body2" color="text.secondary" component="span">
            {translate('plans.own.unbound')}
        </Typography>
    );
};

const ProductName = ({ plan }: { plan: Plan }) => <>{useProductName()(plan.productName)}</>;

const Time = ({ value, fallback }: { value: string; fallback?: string }) => {
    const translate = useTranslate();
    return value ? (
        <>{value}</>
    ) : (
        <Typography variant="body2" color="text.secondary" component="span">
            {fallback ? translate(fallback) : '—'}
        </Typography>
    );
};

/** The plans of the list context (a page of paid or free plans): what, how much, when, where, state, actions. */
export const PlanTable = ({ empty }: { empty: React.ReactNode }) => (
    <>
        <DataTable<Plan> rowClick={false} bulkActionButtons={false} empty={empty} data-testid="plan-table">
            <Column
                source="productName"
                label="plans.columns.name"
                disableSort
                sx={{ minWidth: 120, fontWeight: 500 }}
                render={plan => <ProductName plan={plan} />}
            />
            <Column
                source="productUnitPrice"
                label="plans.columns.price"
                disableSort
                render={plan => <UnitPrice cents={plan.productUnitPrice} unit={plan.productUnit} />}
                sx={{ whiteSpace: 'nowrap' }}
            />
            <Column
                source="effectStartTime"
                label="plans.columns.start"
                disableSort
                render={plan => <Time value={plan.effectStartTime} fallback="plans.own.notStarted" />}
                sx={{ whiteSpace: 'nowrap' }}
            />
            <Column
                source="effectEndTime"
                label="plans.columns.end"
                disableSort
                render={plan => <Time value={plan.effectEndTime} />}
                sx={{ whiteSpace: 'nowrap' }}
            />
            <Column source="domain" label="plans.columns.domain" disableSort render={plan => <DomainField plan={plan} />} sx={{ whiteSpace: 'nowrap' }} />
            <Column source="mode" label="plans.columns.state" disableSort render={plan => <StateField plan={plan} />} />
            <Column label="plans.columns.actions" disableSort align="right" render={plan => <PlanRowActions plan={plan} />} />
        </DataTable>
        <Pagination rowsPerPageOptions={[10, 20, 50]} />
    </>
);
