import { Alert, Box, Button, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApplyDialog, useApplyLabel } from './ApplyDialog';
import { PreviewTabs, useRefusalText } from './PreviewTabs';
import { TtlNotes } from './TtlNotes';
import type { ReadyPreview } from './usePreview';

/** How many notes (skipped lines, warnings) the card lists before "…"; the tabs and the diff hold them all. */
const SHOWN_NOTES = 5;

/**
 * The dry run's result: the format read, the skipped lines, the zone checks' warnings, the classes as tabs with their
 * rows, and "Apply: 12 added, 3 changed, 40 deleted" after a confirmation showing the change as a diff. TTLs the zone
 * does not take can all be moved to the nearest allowed one (TtlNotes).
 */
export const PreviewCard = ({ preview, onApply, onNearestTtl }: { preview: ReadyPreview; onApply: () => void; onNearestTtl: (nearest: boolean) => void }) => {
    const translate = useTranslate();
    const refusalText = useRefusalText();
    const applyLabel = useApplyLabel();
    const [asking, setAsking] = useState(false);
    const { plan, zone, mode } = preview;
    const changes = plan.set.ops.length;
    return (
        <CardContent data-testid="import-preview">
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle1" component="h3">
                    {translate('zoneTransfer.preview.title', { domain: zone.domain })}
                </Typography>
                <Chip
                    size="small"
                    variant="outlined"
                    label={translate(mode === 'replace' ? 'zoneTransfer.import.modeReplace' : 'zoneTransfer.import.modeMerge')}
                />
                <Chip
                    size="small"
                    label={translate('zoneTransfer.import.detected', {
                        format: translate(preview.format === 'csv' ? 'zoneTransfer.import.formatCsv' : 'zoneTransfer.import.formatBind'),
                    })}
                />
            </Stack>
            {plan.untouched ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('zoneTransfer.preview.untouched', { count: plan.untouched })}
                </Typography>
            ) : null}
            <TtlNotes preview={preview} onNearestTtl={onNearestTtl} />
            {plan.skipped.length ? (
                <Alert severity="info" sx={{ mt: 1 }} data-testid="import-skipped">
                    {plan.skipped.slice(0, SHOWN_NOTES).map(note => (
                        <Box key={note.line}>
                            {translate('zoneTransfer.preview.skippedLine', { line: note.line, reason: translate(note.reason, { _: note.reason }) })}
                        </Box>
                    ))}
                    {plan.skipped.length > SHOWN_NOTES ? <Box>…</Box> : null}
                </Alert>
            ) : null}
            {plan.warnings.length ? (
                <Alert severity="warning" sx={{ mt: 1 }} data-testid="import-warnings">
                    <Box>{translate('zoneTransfer.preview.warnings')}</Box>
                    {plan.warnings.slice(0, SHOWN_NOTES).map(({ index, problem }) => {
                        const line = plan.fileLines[index] ?? 0;
                        return <Box key={index}>{refusalText({ line, text: '', reason: problem.message, args: problem.args })}</Box>;
                    })}
                    {plan.warnings.length > SHOWN_NOTES ? <Box>…</Box> : null}
                </Alert>
            ) : null}
            <PreviewTabs plan={plan} mode={mode} />
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                {changes ? (
                    <Button variant="contained" onClick={() => setAsking(true)} color={plan.delete.length ? 'error' : 'primary'}>
                        {applyLabel(plan.set.ops)}
                    </Button>
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {translate('zoneTransfer.preview.nothingToApply')}
                    </Typography>
                )}
            </Stack>
            <ApplyDialog
                open={asking}
                domain={zone.domain}
                mode={mode}
                plan={plan}
                onClose={() => setAsking(false)}
                onConfirm={() => {
                    setAsking(false);
                    onApply();
                }}
            />
        </CardContent>
    );
};
