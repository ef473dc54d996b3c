import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import type { Plan } from '../../data/plans/api';
import { PLAN_QUERY_KEY } from './queries';
import { useProductName } from '../../ui/productName';

/** Plans a service may be added to, read at most this many per state. */
const PLAN_LIMIT = 100;

/** The paid plans a service may extend: in use and unused ones. */
const usePlansToExtend = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: [PLAN_QUERY_KEY, 'extendable'],
        queryFn: async (): Promise<Plan[]> => {
            const [inUse, unused] = await Promise.all([1, 2].map(mode => dataProvider.getPlans({ mode: mode as 1 | 2, page: 1, perPage: PLAN_LIMIT })));
            return [...inUse.paid.list, ...unused.paid.list];
        },
    });
};

/** Which plan (optional) a value-added service is added to; 0 = none. */
export const VasPlanPicker = ({ value, onChange }: { value: number; onChange(consumeId: number): void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const { data = [] } = usePlansToExtend();
    return (
        <TextField
            select
            size="small"
            label={translate('plans.vas.plan')}
            value={data.some(plan => plan.id === value) ? value : 0}
            onChange={event => onChange(Number(event.target.value))}
            helperText={translate('plans.vas.planHelp')}
            sx={{ maxWidth: 420 }}
        >
            <MenuItem value={0}>{translate('plans.vas.noPlan')}</MenuItem>
            {data.map(plan => (
                <MenuItem key={plan.id} value={plan.id}>
                    {productName(plan.productName)} · {plan.domain || translate('plans.own.unbound')}
                </MenuItem>
            ))}
        </TextField>
    );
};
