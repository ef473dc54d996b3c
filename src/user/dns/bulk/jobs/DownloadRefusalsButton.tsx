import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import type { BulkJob } from '../../../../data/bulkJobs/api';
import { saveCsv } from '../../../../ui/saveFile';
import { refusalsCsv } from './refusalsCsv';
import { useMutation } from '../../../../ui/singleFlight';

/** A job's refusals as a CSV file (item,line,reason), read from the server when asked. */
export const DownloadRefusalsButton = ({ job }: { job: BulkJob }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const download = useMutation({
        mutationFn: () => dataProvider.getBulkJobRefusals(job.id),
        onSuccess: rows => {
            if (!rows.length) return notify('bulkJobs.log.noRefusals', { type: 'info' });
            saveCsv(`bulk-refusals-${job.id}.csv`, refusalsCsv(rows.map(row => ({ item: row.item, line: row.line, reason: row.msg }))));
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
    if (!job.refused) return null;
    return (
        <Button
            size="small"
            startIcon={<Download />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            aria-label={translate('bulkJobs.log.downloadLabel', { id: job.id })}
        >
            {translate('bulkJobs.log.download')}
        </Button>
    );
};
