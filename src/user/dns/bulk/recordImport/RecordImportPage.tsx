// the reader refuses bad values with the record checks' messages (recordChecks.*), which the DNS area carries
import { Alert, Box, Button, CardContent, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageCard } from '../../../../ui/PageCard';
import type { Domain } from '../../../../data/domains/api';
import type { BulkChange, ChangeSetJob } from '../../../../data/bulkJobs/runChangeSetJob';
import type { ChangeOp } from '../../../../zone';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useChangeSetJob } from '../jobs/useBulkJob';
import { userPaths } from '../../../paths';
import { DomainAutocomplete } from './DomainAutocomplete';
import { useRecordBlocks } from '../records/useRecordBlocks';
import { useApplyLabel } from './ApplyDialog';
import { importJob } from './importJob';
import type { ImportMode } from './plan';
import { PreviewCard } from './PreviewCard';
import { SourcePicker } from './SourcePicker';
import { type ImportSource, type PreviewState, type ReadyPreview, usePreview } from './usePreview';

const EMPTY_SOURCE: ImportSource = { file: null, text: '', format: 'auto' };

const Working = ({ state, onCancel }: { state: PreviewState; onCancel: () => void }) => {
    const translate = useTranslate();
    const text =
        state.step === 'reading'
            ? translate('zoneTransfer.import.reading', { size: state.kb })
            : state.step === 'gathering'
              ? translate('zoneTransfer.import.gathering', { done: state.done, total: state.total || '…' })
              : '';
    const value = state.step === 'gathering' && state.total ? (100 * state.done) / state.total : undefined;
    return (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="import-working">
            <Typography variant="body2">{text}</Typography>
            <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={text} />
            <Box>
                <Button size="small" onClick={onCancel}>
                    {translate('zoneTransfer.import.cancel')}
                </Button>
            </Box>
        </Stack>
    );
};

/** Keep the zone's records the file does not hold (the default), or delete them: the zone made equal to the file. */
const ModePicker = ({ value, onChange, disabled }: { value: ImportMode; onChange: (mode: ImportMode) => void; disabled: boolean }) => {
    const translate = useTranslate();
    return (
        <FormControl disabled={disabled}>
            <FormLabel id="import-mode">{translate('zoneTransfer.import.mode')}</FormLabel>
            <RadioGroup row aria-labelledby="import-mode" value={value} onChange={event => onChange(event.target.value as ImportMode)}>
                <FormControlLabel value="merge" control={<Radio />} label={translate('zoneTransfer.import.modeMerge')} />
                <FormControlLabel value="replace" control={<Radio />} label={translate('zoneTransfer.import.modeReplace')} />
            </RadioGroup>
        </FormControl>
    );
};

/**
 * Import records (/dns/domain/bulk/recordImport): the domain, a CSV or BIND file (dropped, chosen or pasted) and what
 * to do with the records the file does not hold, a dry-run preview (to add, to update, to delete, unchanged, refused
 * with the file line; the zone checks' warnings), then "apply": the change set (source 'import') as a bulk job with
 * progress, cancel and report, and a link to the domain's record table.
 */
export const RecordImportPage = () => {
    const translate = useTranslate();
    const applyLabel = useApplyLabel();
    const queryClient = useQueryClient();
    const [domain, setDomain] = useState<Domain | null>(null);
    const [source, setSource] = useState<ImportSource>(EMPTY_SOURCE);
    const [mode, setMode] = useState<ImportMode>('merge');
    const [domainError, setDomainError] = useState<string>();
    const [sourceError, setSourceError] = useState<string>();
    const { state, start, cancel, takeNearestTtl } = usePreview();
    const job = useChangeSetJob();
    const closed = useRecordBlocks();
    const [applied, setApplied] = useState<ReadyPreview | null>(null);
    const busy = state.step === 'reading' || state.step === 'gathering';

    const preview = () => {
        setDomainError(domain ? undefined : 'zoneTransfer.domain.required');
        const empty = !source.file && source.text.trim() === '';
        setSourceError(empty ? 'zoneTransfer.import.nothing' : undefined);
        if (!domain || empty) return;
        void start({ id: domain.id, domain: domain.domain }, source, mode);
    };
    const edit =
        <T,>(set: (value: T) => void) =>
        (value: T) => {
            if (state.step !== 'idle') cancel();
            set(value);
        };
    const run = async (ready: ReadyPreview, work: ChangeSetJob) => {
        setApplied(ready);
        await job.start(work);
        await queryClient.invalidateQueries({ queryKey: ['record'] });
    };
    const titleOf = (ready: ReadyPreview, ops: readonly ChangeOp[]) =>
        translate('zoneTransfer.preview.jobTitle', { domain: ready.zone.domain, counts: applyLabel(ops) });
    const apply = (ready: ReadyPreview) => void run(ready, importJob(ready.plan, titleOf(ready, ready.plan.set.ops)));
    const retry = (ready: ReadyPreview, changes: BulkChange[]) =>
        void run(ready, {
            type: 'recordImport',
            title: titleOf(
                ready,
                changes.map(change => change.op),
            ),
            changes,
        });
    const again = () => {
        job.reset();
        setApplied(null);
        cancel();
        setSource(EMPTY_SOURCE);
    };

    return (
        <PageCard title="routes.bulkPage.recordImport" intro="zoneTransfer.import.intro" pageTitle={false}>
            {applied ? (
                <CardContent>
                    <BulkJobPanel
                        run={job.run}
                        onCancel={job.cancel}
                        onRetryRefused={outcome =>
                            retry(
                                applied,
                                outcome.refused.map(one => one.item),
                            )
                        }
                    />
                    {job.run && job.run.step !== 'running' ? (
                        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                            {domain ? (
                                <Button
                                    component={Link}
                                    variant="contained"
                                    to={userPaths.domainPage({ domain: domain.domain, id: domain.id, userId: domain.userid })}
                                >
                                    {translate('zoneTransfer.preview.openRecords', { domain: domain.domain })}
                                </Button>
                            ) : null}
                            <Button onClick={again}>{translate('zoneTransfer.preview.again')}</Button>
                        </Stack>
                    ) : null}
                </CardContent>
            ) : (
                <>
                    <CardContent>
                        <Stack spacing={2}>
                            <DomainAutocomplete value={domain} onChange={edit(setDomain)} disabled={busy} error={domainError} closed={closed} />
                            <SourcePicker value={source} onChange={edit(setSource)} disabled={busy} />
                            <ModePicker value={mode} onChange={edit(setMode)} disabled={busy} />
                            {sourceError ? <Alert severity="warning">{translate(sourceError)}</Alert> : null}
                            <Box>
                                <Button variant="contained" onClick={preview} disabled={busy}>
                                    {translate('zoneTransfer.import.preview')}
                                </Button>
                            </Box>
                        </Stack>
                        {busy ? <Working state={state} onCancel={cancel} /> : null}
                        {state.step === 'failed' ? (
                            <Alert
                                severity="error"
                                sx={{ mt: 2 }}
                                action={
                                    <Button color="inherit" size="small" onClick={preview}>
                                        {translate('zoneTransfer.import.retry')}
                                    </Button>
                                }
                            >
                                {translate('zoneTransfer.import.failed', { message: translate(state.message, { _: state.message }) })}
                            </Alert>
                        ) : null}
                    </CardContent>
                    {state.step === 'ready' ? (
                        <PreviewCard preview={state.preview} onApply={() => apply(state.preview)} onNearestTtl={nearest => void takeNearestTtl(nearest)} />
                    ) : null}
                </>
            )}
        </PageCard>
    );
};
