import FileOpen from '@mui/icons-material/FileOpen';
import Upload from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { DashboardCard } from '../../../ui/DashboardCard';
import type { TransferProgress } from '../../../http/transfer';
import { formatBytes, percentOf } from './bytes';
import { TransferBar } from './TransferProgress';
import { Confirm } from '../../../ui/singleFlight';

/**
 * Imports a database file: pick it, confirm that the current data will be replaced, then upload it with
 * progress. A refusal shows the server's msg and keeps the file chosen; success refetches every screen's data.
 */
export const ImportCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const input = useRef<HTMLInputElement>(null);
    const [file, setFile] = useState<File | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [progress, setProgress] = useState<TransferProgress | null>(null);

    const upload = async () => {
        if (!file) return;
        setConfirming(false);
        setProgress({ loaded: 0, total: file.size });
        try {
            await dataProvider.importDatabase(file, { onProgress: setProgress });
            notify('database.import.done', { type: 'success' });
            setFile(null);
            if (input.current) input.current.value = '';
            // the data behind every cached query has changed
            await queryClient.invalidateQueries();
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            setProgress(null);
        }
    };

    const busy = progress !== null;
    return (
        <DashboardCard title="database.import.title" testId="database-import">
            <Typography variant="body2" color="text.secondary">
                {translate('database.import.intro')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
                <Button variant="outlined" component="label" startIcon={<FileOpen />} disabled={busy}>
                    {translate('database.import.choose')}
                    <input
                        ref={input}
                        type="file"
                        accept=".json,application/json,.sql,.gz,.zip"
                        hidden
                        data-testid="database-import-file"
                        onChange={event => setFile(event.target.files?.[0] ?? null)}
                    />
                </Button>
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', color: file ? 'text.primary' : 'text.secondary', fontSize: 14 }}>
                    {file ? `${file.name} (${formatBytes(file.size)})` : translate('database.import.noFile')}
                </Box>
                <Button variant="contained" color="warning" startIcon={<Upload />} disabled={!file || busy} onClick={() => setConfirming(true)}>
                    {translate('database.import.action')}
                </Button>
            </Stack>
            {progress ? (
                <TransferBar progress={progress} label={translate('database.import.running', { percent: percentOf(progress.loaded, progress.total) ?? 0 })} />
            ) : null}
            <Confirm
                isOpen={confirming}
                title="database.import.confirmTitle"
                content="database.import.confirmContent"
                translateOptions={{ name: file?.name ?? '' }}
                contentTranslateOptions={{ name: file?.name ?? '' }}
                confirm="database.import.confirm"
                confirmColor="warning"
                onConfirm={upload}
                onClose={() => setConfirming(false)}
            />
        </DashboardCard>
    );
};
