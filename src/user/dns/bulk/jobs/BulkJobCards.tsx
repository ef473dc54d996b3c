import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { BulkJob } from '../../../../data/bulkJobs/api';
import { BulkJobStatusChip } from './BulkJobStatusChip';
import { BulkJobsEmpty } from './BulkJobsEmpty';
import { DownloadRefusalsButton } from './DownloadRefusalsButton';
import { jobTitleIn } from './jobTitle';
import { useProductName } from '../../../../ui/productName';

/** The bulk log at phone width: one card per job (operation and state, summary, counts, times, refusals). */
export const BulkJobCards = () => {
    const translate = useTranslate();
    const productName = useProductName();
    const { data, isPending } = useListContext<BulkJob>();
    if (isPending) return null;
    if (!data?.length) return <BulkJobsEmpty />;
    return (
        <Stack spacing={1} sx={{ p: 1 }} data-testid="bulk-job-cards">
            {data.map(job => (
                <Card key={job.id} variant="outlined">
                    <CardContent sx={{ pb: '12px !important' }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                            <Typography variant="subtitle2">{translate(`routes.bulkPage.${job.type}`, { _: job.type })}</Typography>
                            <BulkJobStatusChip status={job.status} />
                        </Stack>
                        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                            {jobTitleIn(translate, job.title, productName)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {[
                                `${translate('resources.bulkJob.fields.total')} ${job.total}`,
                                translate('bulkJobs.report.succeeded', { count: job.succeeded }),
                                translate('bulkJobs.report.refused', { count: job.refused }),
                                translate('bulkJobs.report.skipped', { count: job.skipped }),
                            ].join(' · ')}
                        </Typography>
                        <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, color: 'text.secondary' }}>
                            <Typography variant="caption">
                                {job.createTime}
                                {job.finishTime ? ` ~ ${job.finishTime}` : ''}
                            </Typography>
                            <DownloadRefusalsButton job={job} />
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Stack>
    );
};
