import { Box, Button, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../../ui/PageStates';
import { PageCard } from '../../../../ui/PageCard';
import { bulkChangesOf, type BulkChange } from '../../../../data/bulkJobs/runChangeSetJob';
import { buildPreview, replaceChangeSets } from '../records/findReplace';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useChangeSetJob } from '../jobs/useBulkJob';
import { FindReplaceFields } from './FindReplaceFields';
import { emptyFindReplace, toRequest, validateFindReplace, type FindReplaceValues } from './findReplaceForm';
import { PreviewTable } from './PreviewTable';
import { useFindRecords } from './useFindRecords';
import { useRecordBlocks } from '../records/useRecordBlocks';
import { Form, SaveButton } from '../../../../ui/singleFlight';

/**
 * Find and replace across domains: the search, then a preview of every record that will change
 * (nothing sent), then "apply": one change set per domain, run as one bulk job with progress, cancel and a report.
 */
export const RecordUpdatePage = () => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [values, setValues] = useState<FindReplaceValues>(emptyFindReplace);
    const { state, find, reset } = useFindRecords();
    const job = useChangeSetJob();
    const closed = useRecordBlocks();
    const request = useMemo(() => toRequest(values), [values]);
    const preview = useMemo(() => (state.step === 'found' ? buildPreview(state.records, request.match, request.replacement) : undefined), [state, request]);

    const apply = async (changes: BulkChange[]) => {
        await job.start({ type: 'recordUpdate', title: translate('bulkRecords.recordUpdate.jobTitle', { count: changes.length }), changes });
        await queryClient.invalidateQueries({ queryKey: ['record'] });
    };
    const startOver = () => {
        job.reset();
        reset();
    };
    const editing = state.step === 'idle' || state.step === 'failed';

    return (
        <PageCard title="routes.bulkPage.recordUpdate" intro="bulkRecords.recordUpdate.intro" pageTitle={false}>
            <CardContent component={Stack} spacing={2}>
                <Form<FindReplaceValues>
                    defaultValues={values}
                    validate={valuesToCheck => validateFindReplace(valuesToCheck as FindReplaceValues)}
                    onSubmit={(submitted: Partial<FindReplaceValues>) => {
                        const next = submitted as FindReplaceValues;
                        setValues(next);
                        return find(toRequest(next).search);
                    }}
                    sanitizeEmptyValues={false}
                >
                    <FindReplaceFields disabled={!editing} closed={closed} />
                    {editing ? (
                        <Box sx={{ mt: 1 }}>
                            <SaveButton label="bulkRecords.recordUpdate.preview" icon={<span />} alwaysEnable />
                        </Box>
                    ) : null}
                </Form>
                {state.step === 'failed' ? <LoadError error={state.error} onRetry={() => void find(request.search)} /> : null}
                {state.step === 'searching' ? (
                    <Box data-testid="find-searching">
                        <LinearProgress />
                        <Typography variant="body2" sx={{ mt: 1 }}>
                            {translate('bulkRecords.recordUpdate.searching', { count: state.gathered })}
                        </Typography>
                    </Box>
                ) : null}
                {preview && !job.run ? (
                    <>
                        <PreviewTable preview={preview} closed={closed} />
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            {preview.changes ? (
                                <Button variant="contained" onClick={() => void apply(replaceChangeSets(preview.rows).flatMap(set => bulkChangesOf(set)))}>
                                    {translate('bulkRecords.recordUpdate.apply', { count: preview.changes })}
                                </Button>
                            ) : null}
                            <Button onClick={startOver}>{translate('bulkRecords.recordUpdate.back')}</Button>
                        </Stack>
                    </>
                ) : null}
                {job.run ? (
                    <BulkJobPanel
                        run={job.run}
                        onCancel={job.cancel}
                        onRetryRefused={outcome => void apply(outcome.refused.map(({ item }) => item))}
                        onDone={startOver}
                    />
                ) : null}
            </CardContent>
        </PageCard>
    );
};
