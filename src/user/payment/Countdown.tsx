import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCountdown } from '../../data/payments/serverTime';

/** The time now, updated every second while mounted. */
const useNow = (): number => {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        const timer = window.setInterval(() => setNow(Date.now()), 1000);
        return () => window.clearInterval(timer);
    }, []);
    return now;
};

/** "Time left to pay: mm:ss" until `expireAt` (epoch ms), then "the time to pay is over". */
export const Countdown = ({ expireAt }: { expireAt: number }) => {
    const translate = useTranslate();
    const remaining = expireAt - useNow();
    const over = remaining <= 0;
    return (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: over ? 'error.main' : 'warning.main' }} data-testid="pay-countdown">
            <TimerOutlined fontSize="small" />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {over ? translate('payment.order.expiredNow') : translate('payment.order.expiresIn', { time: formatCountdown(remaining) })}
            </Typography>
        </Stack>
    );
};
