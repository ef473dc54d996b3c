import { useUserListProps } from '../../../listProps';
import { Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import type { BulkJob } from '../../../../data/bulkJobs/api';
import { BulkJobTable } from '../jobs/BulkJobTable';

/**
 * /dns/domain/bulk/log: every bulk job of the account (the viewless `bulkJob` resource, server-paged, newest
 * first) with its counts and state; a job's refusals download as CSV.
 */
export const BulkLogPage = () => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('bulkJobs.log.intro')}
            </Typography>
            <List<BulkJob>
                resource="bulkJob"
                title={false}
                storeKey="bulkJob.log"
                disableSyncWithLocation
                {...useUserListProps()}
                empty={false}
                actions={false}
            >
                <BulkJobTable />
            </List>
        </>
    );
};
