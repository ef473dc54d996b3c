import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { asksRetype, retypeAboveCents, retypeMatches, type ManualRechargeSettings } from '../../../data/appUsers/rechargeGuard';

/** The web config's threshold (cents) above which a manual recharge or deduction is typed again. */
export const useRetypeAbove = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { data } = useQuery({
        queryKey: ['sysConfig', 'WEB_CONFIG_KEY', 'manualRecharge'],
        queryFn: () => dataProvider.getConfigParam<{ manualRecharge?: ManualRechargeSettings }>({ paramKey: 'WEB_CONFIG_KEY' }),
    });
    return retypeAboveCents(data?.value.manualRecharge);
};

/**
 * The retype guard of a confirmation moving `cents` (undefined while nothing is pending): whether it asks, the props
 * of its RetypeAmountField, `passes()` on confirm (false says the mismatch at the field) and `reset()` on close.
 */
export const useRetypeGuard = (cents: number | undefined) => {
    const above = useRetypeAbove();
    const [retyped, setRetyped] = useState('');
    const [mismatch, setMismatch] = useState(false);
    const asks = cents !== undefined && asksRetype(cents, above);
    return {
        asks,
        field: {
            value: retyped,
            onChange: (value: string) => {
                setRetyped(value);
                setMismatch(false);
            },
            mismatch,
            aboveCents: above,
        },
        passes: (): boolean => {
            if (!asks || cents === undefined || retypeMatches(retyped, cents)) return true;
            setMismatch(true);
            return false;
        },
        reset: () => {
            setRetyped('');
            setMismatch(false);
        },
    };
};
