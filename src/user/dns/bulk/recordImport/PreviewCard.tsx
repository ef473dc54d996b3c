import { Alert, Box, Button, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApplyDialog } from './ApplyDialog';
import { PreviewTabs, useRefusalText } from './PreviewTabs';
import type { ReadyPreview } from './usePreview';

/** The dry run's result: the format read, the counts as tabs, the rows, and "Apply" after a confirmation. */
export const PreviewCard = ({ preview, onApply }: { preview: ReadyPreview; onApply: () => void }) => {
    const translate = useTranslate();
    const refusalText = useRefusalText();
    const [asking, setAsking] = useState(false);
    const { plan, zone } = preview;
    const changes = plan.add.length + plan.update.length;
    return (
        <CardContent data-testid="import-preview">
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle1" component="h3">
                    {translate('zoneTransfer.preview.title', { domain: zone.domain })}
                </Typography>
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
            {plan.skipped.length ? (
                <Alert severity="info" sx={{ mt: 1 }}>
                    {plan.skipped.slice(0, 5).map(note => (
                        <Box key={note.line}>{refusalText(note)}</Box>
                    ))}
                    {plan.skipped.length > 5 ? <Box>…</Box> : null}
                </Alert>
            ) : null}
            <PreviewTabs plan={plan} />
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Button variant="contained" disabled={changes === 0} onClick={() => setAsking(true)}>
                    {translate('zoneTransfer.preview.apply')}
                </Button>
                {changes === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('zoneTransfer.preview.nothingToApply')}
                    </Typography>
                ) : null}
            </Stack>
            <ApplyDialog
                open={asking}
                domain={zone.domain}
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
