import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../format/money';

/** The amount to pay, in cents, shown large with the currency symbol ("合计 ¥1,360.00"); "—" while unknown. */
export const OrderTotal = ({ cents, label = 'plans.total' }: { cents: number | undefined; label?: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
                {translate(label)}
            </Typography>
            <Typography variant="h5" component="output" color="primary" sx={{ fontWeight: 600 }} data-testid="order-total" aria-live="polite">
                {cents === undefined ? '—' : formatYuan(cents)}
            </Typography>
        </Box>
    );
};
