import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { domainPlan, type Domain } from '../api';

/** The plan's expiry has passed (a date the browser can read, compared to now). */
export const isExpired = (endTime: string | undefined, now = Date.now()): boolean => {
    if (!endTime) return false;
    const time = Date.parse(endTime.replace(' ', 'T'));
    return Number.isFinite(time) && time < now;
};

/** The bound plan and its expiry ("free" when none); an expired plan in the error colour. */
export const PlanField = ({ record }: { record: Domain }) => {
    const translate = useTranslate();
    const plan = domainPlan(record);
    if (!plan) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('domains.plan.free')}
            </Typography>
        );
    }
    const expired = isExpired(plan.endTime);
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{plan.name}</Typography>
            {plan.endTime ? (
                <Typography variant="caption" color={expired ? 'error' : 'text.secondary'} data-expired={expired || undefined} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(expired ? 'domains.plan.expired' : 'domains.plan.expires', { date: plan.endTime.slice(0, 10) })}
                </Typography>
            ) : null}
        </Box>
    );
};
