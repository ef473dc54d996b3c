import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { retypeAboveCents, type ManualRechargeSettings } from '../../../data/appUsers/rechargeGuard';

/** The web config's threshold (cents) above which a manual recharge or deduction is typed again. */
export const useRetypeAbove = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { data } = useQuery({
        queryKey: ['sysConfig', 'WEB_CONFIG_KEY', 'manualRecharge'],
        queryFn: () => dataProvider.getConfigParam<{ manualRecharge?: ManualRechargeSettings }>({ paramKey: 'WEB_CONFIG_KEY' }),
    });
    return retypeAboveCents(data?.value.manualRecharge);
};
