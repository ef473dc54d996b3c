import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, CardContent, Checkbox, FormControlLabel, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { PageCard } from '../../../../ui/PageCard';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import { saveBlob, saveText } from '../../../../ui/saveFile';
import type { Domain } from '../../../../data/domains/api';
import { DomainAutocomplete } from '../recordImport/DomainAutocomplete';
import { useUserDomains } from '../records/useUserDomains';
import { type ExportOutcome, type ExportProgress, exportZones } from './exportZones';
import { zoneArchive, zoneArchiveName } from './zoneArchive';
import type { ZoneFile } from './zoneFileOf';

/**
 * Export records (/dns/domain/bulk/recordExport): one, several or all of the user's domains, as
 * CSV or a BIND zone file, one file per domain (<domain>.csv / <domain>.zone): one domain saves its file, several
 * one zip archive of their files once all are read. Progress (zone n of N), cancel (nothing is saved), and a report
 * naming any domain that failed (left out of the archive) or whose file left records out.
 */
export const RecordExportPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const domains = useUserDomains();
    const [picked, setPicked] = useState<Domain[]>([]);
    const [all, setAll] = useState(false);
    const [format, setFormat] = useState<ZoneFormat>('bind');
    const [error, setError] = useState<string>();
    const [progress, setProgress] = useState<ExportProgress | null>(null);
    const [outcome, setOutcome] = useState<(ExportOutcome & { archive?: string }) | null>(null);
    const controller = useRef<AbortController | null>(null);
    useEffect(() => () => controller.current?.abort(), []);

    const zones = all ? (domains.data ?? []) : picked;
    const run = async () => {
        if (zones.length === 0) return setError('zoneTransfer.export.pickFirst');
        setError(undefined);
        setOutcome(null);
        const abort = new AbortController();
        controller.current = abort;
        const archived = zones.length > 1;
        const files: ZoneFile[] = [];
        const result = await exportZones(
            dataProvider,
            zones.map(zone => ({ id: zone.id, domain: zone.domain })),
            format,
            { signal: abort.signal, onProgress: setProgress, save: file => (archived ? files.push(file) : saveText(file.name, file.text, file.type)) },
        );
        controller.current = null;
        setProgress(null);
        if (!archived) return setOutcome(result);
        if (result.cancelled || files.length === 0) return setOutcome({ ...result, saved: [] });
        const archive = zoneArchiveName(format, new Date());
        saveBlob(new Blob([zoneArchive(files) as BlobPart], { type: 'application/zip' }), archive);
        setOutcome({ ...result, archive });
    };
    const running = progress !== null;
    const label = progress ? translate('zoneTransfer.export.progress', { domain: progress.domain, done: progress.done, total: progress.total || '…' }) : '';

    return (
        <PageCard title="routes.bulkPage.recordExport" intro="zoneTransfer.export.intro" pageTitle={false}>
            <CardContent>
                <Stack spacing={2}>
                    <FormControlLabel
                        control={<Checkbox checked={all} onChange={event => setAll(event.target.checked)} disabled={running || !domains.data?.length} />}
                        label={translate('zoneTransfer.domain.all', { count: domains.data?.length ?? 0 })}
                    />
                    {all ? null : <DomainAutocomplete multiple value={picked} onChange={setPicked} disabled={running} error={error} />}
                    <TextField
                        select
                        size="small"
                        label={translate('zoneTransfer.export.format')}
                        value={format}
                        onChange={event => setFormat(event.target.value as ZoneFormat)}
                        disabled={running}
                        sx={{ maxWidth: 240 }}
                    >
                        <MenuItem value="bind">{translate('zoneTransfer.export.formatBind')}</MenuItem>
                        <MenuItem value="csv">{translate('zoneTransfer.export.formatCsv')}</MenuItem>
                    </TextField>
                    {zones.length > 1 ? (
                        <Typography variant="body2" color="text.secondary">
                            {translate('zoneArchive.note')}
                        </Typography>
                    ) : null}
                    <Box>
                        <Button variant="contained" startIcon={<Download />} onClick={() => void run()} disabled={running}>
                            {translate('zoneTransfer.export.export')}
                        </Button>
                    </Box>
                </Stack>
                {progress ? (
                    <Stack spacing={1} sx={{ mt: 2 }}>
                        <Typography variant="body2" data-testid="export-progress">
                            {`${translate('zoneArchive.zoneOf', { n: progress.zoneIndex + 1, total: progress.zones })} · ${label}`}
                        </Typography>
                        <LinearProgress
                            variant="determinate"
                            value={(100 * (progress.zoneIndex + (progress.total ? progress.done / progress.total : 0))) / progress.zones}
                            aria-label={translate('zoneTransfer.export.progressLabel')}
                        />
                        <Box>
                            <Button size="small" onClick={() => controller.current?.abort()}>
                                {translate('zoneTransfer.export.cancel')}
                            </Button>
                        </Box>
                    </Stack>
                ) : null}
                {outcome ? (
                    <Stack spacing={1} sx={{ mt: 2 }} data-testid="export-outcome">
                        <Alert severity={outcome.failed.length || outcome.leftOut.length ? 'warning' : outcome.cancelled ? 'info' : 'success'}>
                            {outcome.archive
                                ? translate('zoneArchive.done', { count: outcome.saved.length, name: outcome.archive })
                                : translate(outcome.cancelled ? 'zoneTransfer.export.cancelled' : 'zoneTransfer.export.done', { count: outcome.saved.length })}
                        </Alert>
                        {outcome.leftOut.map(({ domain, count }) => (
                            <Alert key={`left-out-${domain}`} severity="warning">
                                {translate('zoneTransfer.export.leftOut', { domain, count })}
                            </Alert>
                        ))}
                        {outcome.failed.map(failure => (
                            <Alert key={failure.domain} severity="error">
                                {translate('zoneTransfer.export.failed', {
                                    domain: failure.domain,
                                    message: translate(failure.message, { _: failure.message }),
                                })}
                            </Alert>
                        ))}
                    </Stack>
                ) : null}
            </CardContent>
        </PageCard>
    );
};
