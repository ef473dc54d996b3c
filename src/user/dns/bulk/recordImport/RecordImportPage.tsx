// the reader refuses bad values with the record checks' messages (recordChecks.*), which the DNS area carries
import { Alert, Box, Button, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserDataProvider } from '../../../dataProvider';
import { PageCard } from '../../../../ui/PageCard';
import type { Domain } from '../../../../data/domains/api';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useBulkJob } from '../jobs/useBulkJob';
import { userPaths } from '../../../paths';
import { DomainAutocomplete } from './DomainAutocomplete';
import { type ImportItem, importItems, importJobSpec } from './importJob';
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

/**
 * Import records (/dns/domain/bulk/recordImport): the domain and a CSV or BIND file (dropped,
 * chosen or pasted), a dry-run preview (to add, to update, unchanged, refused with the file line), then "apply"
 * as a bulk job with progress, cancel and report, and a link to the domain's record table.
 */
export const RecordImportPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [domain, setDomain] = useState<Domain | null>(null);
    const [source, setSource] = useState<ImportSource>(EMPTY_SOURCE);
    const [domainError, setDomainError] = useState<string>();
    const [sourceError, setSourceError] = useState<string>();
    const { state, start, cancel } = usePreview();
    const job = useBulkJob<ImportItem>();
    const [applied, setApplied] = useState<ReadyPreview | null>(null);
    const busy = state.step === 'reading' || state.step === 'gathering';

    const preview = () => {
        setDomainError(domain ? undefined : 'zoneTransfer.domain.required');
        const empty = !source.file && source.text.trim() === '';
        setSourceError(empty ? 'zoneTransfer.import.nothing' : undefined);
        if (!domain || empty) return;
        void start({ id: domain.id, domain: domain.domain }, source);
    };
    const edit =
        <T,>(set: (value: T) => void) =>
        (value: T) => {
            if (state.step !== 'idle') cancel();
            set(value);
        };
    const apply = (ready: ReadyPreview, items: readonly ImportItem[]) => {
        setApplied(ready);
        const title = translate('zoneTransfer.preview.jobTitle', { domain: ready.zone.domain, add: ready.plan.add.length, update: ready.plan.update.length });
        void job.start(importJobSpec(dataProvider, items, ready.zone, ready.lines, title));
    };
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
                            apply(
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
                            <DomainAutocomplete value={domain} onChange={edit(setDomain)} disabled={busy} error={domainError} />
                            <SourcePicker value={source} onChange={edit(setSource)} disabled={busy} />
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
                        <PreviewCard preview={state.preview} onApply={() => apply(state.preview, importItems(state.preview.plan))} />
                    ) : null}
                </>
            )}
        </PageCard>
    );
};
