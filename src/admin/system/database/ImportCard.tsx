import FileOpen from '@mui/icons-material/FileOpen';
import Lock from '@mui/icons-material/Lock';
import Upload from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import type { DumpSummary } from '../../../data/database/dump';
import { EncryptedExportError } from '../../../format/encryptedExport';
import { DashboardCard } from '../../../ui/DashboardCard';
import type { TransferProgress } from '../../../http/transfer';
import { formatBytes, percentOf } from './bytes';
import { decryptFile, isEncryptedFile } from './encryptBlob';
import { DumpSummaryView } from './DumpSummaryView';
import { ImportDialog } from './ImportDialog';
import { PassphraseDialog } from './PassphraseDialog';
import { summarizeFile } from './readImportFile';
import { TransferBar } from './TransferProgress';

/** A chosen file: as picked, opened (decrypted) when it was encrypted, and what it holds once read. */
interface Chosen {
    file: File;
    encrypted: boolean;
    plain?: File;
    summary?: DumpSummary | 'unreadable';
}

/**
 * Imports a database file. The file is read first and what it holds is shown (an encrypted export asks for its
 * passphrase and is opened in the browser); importing confirms, exports the current data as a backup offered for
 * download, and only then uploads the file with progress. A refusal shows the server's msg and keeps the file
 * chosen; success refetches every screen's data.
 */
export const ImportCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const input = useRef<HTMLInputElement>(null);
    const [chosen, setChosen] = useState<Chosen | null>(null);
    const [passphraseError, setPassphraseError] = useState<string>();
    const [asking, setAsking] = useState(false);
    const [opening, setOpening] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [progress, setProgress] = useState<TransferProgress | null>(null);

    const choose = async (file: File | null) => {
        setPassphraseError(undefined);
        if (!file) return setChosen(null);
        const encrypted = await isEncryptedFile(file);
        setAsking(encrypted);
        if (encrypted) return setChosen({ file, encrypted });
        setChosen({ file, encrypted: false, plain: file, summary: await summarizeFile(file) });
    };

    const open = async (passphrase: string) => {
        if (!chosen) return;
        setOpening(true);
        try {
            const plain = await decryptFile(chosen.file, passphrase);
            setChosen({ ...chosen, plain, summary: await summarizeFile(plain) });
            setAsking(false);
        } catch (error) {
            setPassphraseError(
                error instanceof EncryptedExportError
                    ? error.reason === 'passphrase'
                        ? 'database.passphrase.wrong'
                        : 'database.passphrase.format'
                    : 'http.failed',
            );
        } finally {
            setOpening(false);
        }
    };

    const upload = async () => {
        const plain = chosen?.plain;
        if (!plain) return;
        setConfirming(false);
        setProgress({ loaded: 0, total: plain.size });
        try {
            await dataProvider.importDatabase(plain, { onProgress: setProgress });
            notify('database.import.done', { type: 'success' });
            setChosen(null);
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
    const file = chosen?.file;
    const locked = chosen?.encrypted && !chosen.plain;
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
                        accept=".json,application/json,.enc,.sql,.gz,.zip"
                        hidden
                        data-testid="database-import-file"
                        onChange={event => void choose(event.target.files?.[0] ?? null)}
                    />
                </Button>
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', color: file ? 'text.primary' : 'text.secondary', fontSize: 14 }}>
                    {file ? `${file.name} (${formatBytes(file.size)})` : translate('database.import.noFile')}
                </Box>
                {locked ? (
                    <Button variant="outlined" startIcon={<Lock />} onClick={() => setAsking(true)} disabled={busy}>
                        {translate('database.import.unlock')}
                    </Button>
                ) : null}
                <Button variant="contained" color="warning" startIcon={<Upload />} disabled={!chosen?.summary || busy} onClick={() => setConfirming(true)}>
                    {translate('database.import.action')}
                </Button>
            </Stack>
            {chosen?.encrypted ? (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {translate(locked ? 'database.import.encrypted' : 'database.import.opened')}
                </Typography>
            ) : null}
            {chosen?.summary ? <DumpSummaryView summary={chosen.summary} /> : null}
            {progress ? (
                <TransferBar progress={progress} label={translate('database.import.running', { percent: percentOf(progress.loaded, progress.total) ?? 0 })} />
            ) : null}
            {locked && asking ? (
                <PassphraseDialog
                    open
                    mode="enter"
                    error={passphraseError}
                    busy={opening}
                    onSubmit={passphrase => void open(passphrase)}
                    onClose={() => setAsking(false)}
                />
            ) : null}
            {confirming && chosen?.summary ? (
                <ImportDialog name={chosen.file.name} summary={chosen.summary} onImport={() => void upload()} onClose={() => setConfirming(false)} />
            ) : null}
        </DashboardCard>
    );
};
