import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { BulkJob } from '../../../../data/bulkJobs/api';
import { BulkJobCards } from './BulkJobCards';
import { BulkJobsEmpty } from './BulkJobsEmpty';
import { BulkJobStatusChip } from './BulkJobStatusChip';
import { DownloadRefusalsButton } from './DownloadRefusalsButton';
import { jobTitleIn } from './jobTitle';
import { useProductName } from '../../../../ui/productName';

const Column = DataTable.Col<BulkJob>;
const NumberColumn = DataTable.NumberCol<BulkJob>;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The bulk log's rows: what each job did, its counts, state and times, and its refusals to download; cards at phone width. */
export const BulkJobTable = () => {
    const translate = useTranslate();
    const productName = useProductName();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    if (phone) return <BulkJobCards />;
    return (
        <DataTable<BulkJob> rowClick={false} bulkActionButtons={false} empty={<BulkJobsEmpty />}>
            <Column source="id" disableSort />
            <Column source="type" disableSort sx={nowrap} render={job => translate(`routes.bulkPage.${job.type}`, { _: job.type })} />
            <Column source="title" disableSort sx={{ minWidth: 160, overflowWrap: 'anywhere' }} render={job => jobTitleIn(translate, job.title, productName)} />
            <NumberColumn source="total" disableSort />
            <NumberColumn source="succeeded" disableSort />
            <NumberColumn source="refused" disableSort />
            <NumberColumn source="skipped" disableSort />
            <Column source="status" disableSort render={job => <BulkJobStatusChip status={job.status} />} />
            <Column source="createTime" disableSort sx={nowrap} />
            <Column source="finishTime" disableSort sx={nowrap} render={job => job.finishTime || '-'} />
            <Column label="" render={job => <DownloadRefusalsButton job={job} />} />
        </DataTable>
    );
};
