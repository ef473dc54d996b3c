import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readRuntimeConfig } from '../../config/runtime';

/**
 * In demo mode, the demo user's payment password under the field, so a person can finish a payment by hand. The
 * demo accounts load with a dynamic import only when demo is on: a real deployment never downloads them.
 */
export const DemoPayPassword = () => {
    const translate = useTranslate();
    const [password, setPassword] = useState<string>();
    useEffect(() => {
        if (!readRuntimeConfig().demo) return;
        let live = true;
        import('../../demo/accounts').then(({ DEMO_ACCOUNTS }) => live && setPassword(DEMO_ACCOUNTS.user.payPassword)).catch(() => undefined);
        return () => {
            live = false;
        };
    }, []);
    if (!password) return null;
    return (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: -1, mb: 1.5 }} data-testid="demo-pay-password">
            {translate('payment.balance.demoPassword', { password })}
        </Typography>
    );
};
