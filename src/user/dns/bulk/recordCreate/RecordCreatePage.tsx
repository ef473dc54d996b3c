import { Alert, Box, CardContent, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PageCard } from '../../../../ui/PageCard';
import { bulkChangesOf, type BulkChange } from '../../../../data/bulkJobs/runChangeSetJob';
import { bulkDomains, validateBulkDomains } from '../records/domainListInput';
import { DomainListInput } from '../records/DomainListInput';
import { useRecordBlocks } from '../records/useRecordBlocks';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useChangeSetJob } from '../jobs/useBulkJob';
import { addChangeSets, emptyRow, type RecordCreateValues } from './recordRows';
import { RecordRowsInput } from './RecordRowsInput';
import { Form, SaveButton } from '../../../../ui/singleFlight';

/** "N records x M domains", live as the user types (only once the domain list is valid). */
const Summary = () => {
    const translate = useTranslate();
    const domainsText: unknown = useWatch({ name: 'domains' });
    const rows: unknown = useWatch({ name: 'records' });
    const domains = validateBulkDomains(domainsText) ? 0 : bulkDomains(domainsText).length;
    const records = Array.isArray(rows) ? rows.length : 0;
    if (!domains || !records) return null;
    return (
        <Alert severity="info" data-testid="record-create-summary">
            {translate('bulkRecords.recordCreate.preview', { records, domains, total: records * domains })}
        </Alert>
    );
};

const ApplyButton = () => {
    const translate = useTranslate();
    const domainsText: unknown = useWatch({ name: 'domains' });
    const rows: unknown = useWatch({ name: 'records' });
    const total = bulkDomains(domainsText).length * (Array.isArray(rows) ? rows.length : 0);
    return <SaveButton label={translate('bulkRecords.recordCreate.apply', { total })} icon={<span />} alwaysEnable />;
};

/**
 * The same records added to many domains at once: a domain list (pasted or picked), a small
 * record table checked by the record editor's rules, the count, then one change set per domain applied as one bulk
 * job (the bulk log) with progress, cancel and a report.
 */
export const RecordCreatePage = () => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const job = useChangeSetJob();
    const closed = useRecordBlocks();
    const lastTitle = useRef('');
    const apply = async (changes: BulkChange[], title: string) => {
        lastTitle.current = title;
        await job.start({ type: 'recordCreate', title, changes });
        await queryClient.invalidateQueries({ queryKey: ['record'] });
        await queryClient.invalidateQueries({ queryKey: ['domain'] });
    };
    const running = job.run !== null;
    return (
        <PageCard title="routes.bulkPage.recordCreate" intro="bulkRecords.recordCreate.intro" pageTitle={false}>
            <CardContent component={Stack} spacing={2}>
                <ResourceContextProvider value="record">
                    <Form<RecordCreateValues>
                        defaultValues={{ domains: '', records: [emptyRow()] }}
                        onSubmit={(values: Partial<RecordCreateValues>) => {
                            const domains = bulkDomains(values.domains);
                            const rows = values.records ?? [];
                            return apply(
                                addChangeSets(domains, rows).flatMap(set => bulkChangesOf(set)),
                                translate('bulkRecords.recordCreate.jobTitle', { records: rows.length, domains: domains.length }),
                            );
                        }}
                        sanitizeEmptyValues={false}
                        mode="onBlur"
                        reValidateMode="onChange"
                    >
                        {/* a native fieldset: while the job runs, every field and button of the table is disabled at once */}
                        <Stack spacing={1} component="fieldset" disabled={running} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                            <DomainListInput disabled={running} closed={closed} />
                            <RecordRowsInput />
                            <Summary />
                            {running ? null : (
                                <Box>
                                    <ApplyButton />
                                </Box>
                            )}
                        </Stack>
                    </Form>
                </ResourceContextProvider>
                <BulkJobPanel
                    run={job.run}
                    onCancel={job.cancel}
                    onRetryRefused={outcome =>
                        void apply(
                            outcome.refused.map(({ item }) => item),
                            lastTitle.current,
                        )
                    }
                    onDone={job.reset}
                />
            </CardContent>
        </PageCard>
    );
};
