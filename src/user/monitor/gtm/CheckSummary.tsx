import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GtmTask } from '../../../data/gtmTasks/api';

/** "HTTP 80 /health, every 1 minute". */
export const CheckSummary = ({ task }: { task: Pick<GtmTask, 'checkType' | 'port' | 'path' | 'frequency'> }) => {
    const translate = useTranslate();
    const check = task.checkType === 'PING' ? translate('gtm.checks.PING') : `${task.checkType} ${task.port}${task.path ? ` ${task.path}` : ''}`;
    return (
        <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {check}
            <Typography variant="caption" component="div" color="text.secondary">
                {translate('gtm.every', { frequency: translate(`gtm.frequencies.s${task.frequency}`, { _: `${task.frequency}s` }) })}
            </Typography>
        </Typography>
    );
};
