import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BULK_JOB_STATUS, type BulkJobStatus } from '../../../../data/bulkJobs/api';

const COLORS = { [BULK_JOB_STATUS.running]: 'info', [BULK_JOB_STATUS.finished]: 'success', [BULK_JOB_STATUS.cancelled]: 'default' } as const;

/** A job's state: running, finished or cancelled. */
export const BulkJobStatusChip = ({ status }: { status: BulkJobStatus }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`bulkJobs.status.${status}`, { _: String(status) })} />;
};
