import Download from '@mui/icons-material/Download';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DashboardCard } from '../../../ui/DashboardCard';
import { saveBlob } from '../../../ui/saveFile';
import { formatBytes, percentOf } from './bytes';
import { encryptFile } from './encryptBlob';
import { PassphraseDialog } from './PassphraseDialog';
import { TransferBar } from './TransferProgress';
import { useExportDatabase } from './useExportDatabase';

/**
 * Exports the database: streams the file with progress (cancellable), then hands it to the browser; optionally
 * encrypted in the browser with a passphrase first (the file holds secrets: keys, SMTP and SMS credentials).
 */
export const ExportCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const { progress, run, cancel } = useExportDatabase();
    const [encrypt, setEncrypt] = useState(false);
    const [asking, setAsking] = useState(false);

    const start = async (passphrase?: string) => {
        setAsking(false);
        const exported = await run();
        if (!exported) return;
        const file = passphrase ? await encryptFile(exported.blob, exported.filename, passphrase) : exported;
        saveBlob(file.blob, file.filename);
        notify(passphrase ? 'database.export.doneEncrypted' : 'database.export.done', { type: 'success', messageArgs: { name: file.filename } });
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
            <FormControlLabel
                sx={{ mt: 1 }}
                control={<Switch checked={encrypt} onChange={event => setEncrypt(event.target.checked)} disabled={progress !== null} />}
                label={translate('database.export.encrypt')}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained" startIcon={<Download />} onClick={() => (encrypt ? setAsking(true) : void start())} disabled={progress !== null}>
                    {translate('database.export.action')}
                </Button>
                {progress ? <Button onClick={cancel}>{translate('database.export.cancel')}</Button> : null}
            </Stack>
            {progress ? <TransferBar progress={progress} label={label} /> : null}
            {asking ? <PassphraseDialog open mode="set" onSubmit={passphrase => void start(passphrase)} onClose={() => setAsking(false)} /> : null}
        </DashboardCard>
    );
};
