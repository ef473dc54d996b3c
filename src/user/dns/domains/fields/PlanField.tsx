import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../../../data/domains/api';
import { planInfo } from '../../../../data/domains/planInfo';
import { useProductName } from '../../../../ui/productName';

/** The bound plan and its expiry ("free" when none); an expired plan in the error colour. */
export const PlanField = ({ record }: { record: Domain }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const plan = planInfo(record);
    if (!plan) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('domains.plan.free')}
            </Typography>
        );
    }
    const expired = plan.state === 'expired';
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{productName(plan.name)}</Typography>
            {plan.end ? (
                <Typography variant="caption" color={expired ? 'error' : 'text.secondary'} data-expired={expired || undefined} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(expired ? 'domains.plan.expired' : 'domains.plan.expires', { date: plan.end.slice(0, 10) })}
                </Typography>
            ) : null}
        </Box>
    );
};
