import Download from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { DashboardCard } from '../../../ui/DashboardCard';
import { isAbortError } from '../../../http/ApiError';
import type { TransferProgress } from '../../../http/transfer';
import { formatBytes, percentOf } from './bytes';
import { saveBlob } from '../../../ui/saveFile';
import { TransferBar } from './TransferProgress';

/** Exports the database: streams the file with progress (cancellable), then hands it to the browser. */
export const ExportCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const [progress, setProgress] = useState<TransferProgress | null>(null);
    const controller = useRef<AbortController | null>(null);

    const start = async () => {
        controller.current = new AbortController();
        setProgress({ loaded: 0 });
        try {
            const { blob, filename } = await dataProvider.exportDatabase({ onProgress: setProgress, signal: controller.current.signal });
            saveBlob(blob, filename);
            notify('database.export.done', { type: 'success', messageArgs: { name: filename } });
        } catch (error) {
            if (!isAbortError(error)) notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            controller.current = null;
            setProgress(null);
        }
    };

    const percent = progress ? percentOf(progress.loaded, progress.total) : undefined;
    const label = progress
        ? percent === undefined
            ? translate('database.export.running', { size: formatBytes(progress.loaded) })
            : translate('database.export.runningPercent', { percent, size: formatBytes(progress.loaded) })
        : '';
    return (
        <DashboardCard title="database.export.title" testId="database-export">
            <Typography variant="body2" color="text.secondary">
                {translate('database.export.intro')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button variant="contained" startIcon={<Download />} onClick={() => void start()} disabled={progress !== null}>
                    {translate('database.export.action')}
                </Button>
                {progress ? <Button onClick={() => controller.current?.abort()}>{translate('database.export.cancel')}</Button> : null}
            </Stack>
            {progress ? <TransferBar progress={progress} label={label} /> : null}
        </DashboardCard>
    );
};
