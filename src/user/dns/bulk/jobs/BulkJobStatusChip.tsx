import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BULK_JOB_STATUS } from '../../../../data/bulkJobs/api';

const COLORS: Record<number, 'info' | 'success' | 'default'> = {
    [BULK_JOB_STATUS.running]: 'info',
    [BULK_JOB_STATUS.finished]: 'success',
    [BULK_JOB_STATUS.cancelled]: 'default',
};

/** A job's state: running, finished or cancelled (another the server names is shown as it is). */
export const BulkJobStatusChip = ({ status }: { status: number }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`bulkJobs.status.${status}`, { _: String(status) })} />;
};
