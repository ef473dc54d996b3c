import Download from '@mui/icons-material/Download';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DumpSummary } from '../../../data/database/dump';
import { saveBlob } from '../../../ui/saveFile';
import { formatBytes } from './bytes';
import { DumpSummaryView } from './DumpSummaryView';
import { TransferBar } from './TransferProgress';
import { useExportDatabase } from './useExportDatabase';

interface ImportDialogProps {
    name: string;
    summary: DumpSummary | 'unreadable';
    onImport: () => void;
    onClose: () => void;
}

/**
 * The import's confirmation, in two steps: what the file holds and what it replaces; then, once the current data
 * has been exported as a backup (offered for download), the import itself. Nothing is replaced before the backup.
 */
export const ImportDialog = ({ name, summary, onImport, onClose }: ImportDialogProps) => {
    const translate = useTranslate();
    const { progress, run, cancel } = useExportDatabase();
    const [backup, setBackup] = useState<{ blob: Blob; filename: string } | null>(null);

    const takeBackup = async () => {
        const file = await run();
        if (file) setBackup({ blob: file.blob, filename: `backup-${file.filename}` });
    };

    const titleId = 'database-import-dialog-title';
    return (
        <Dialog open onClose={progress ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{translate('database.import.confirmTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('database.import.confirmContent', { name })}</DialogContentText>
                <DumpSummaryView summary={summary} />
                {backup ? (
                    <Alert
                        severity="success"
                        sx={{ mt: 2 }}
                        data-testid="database-backup-ready"
                        action={
                            <Button color="inherit" size="small" startIcon={<Download />} onClick={() => saveBlob(backup.blob, backup.filename)}>
                                {translate('database.import.downloadBackup')}
                            </Button>
                        }
                    >
                        {translate('database.import.backupReady', { name: backup.filename, size: formatBytes(backup.blob.size) })}
                    </Alert>
                ) : (
                    <Alert severity="info" sx={{ mt: 2 }}>
                        {translate('database.import.backupFirst')}
                    </Alert>
                )}
                {progress ? <TransferBar progress={progress} label={translate('database.import.backingUp')} /> : null}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={progress ? cancel : onClose}>{translate('ra.action.cancel')}</Button>
                {backup ? (
                    <Button variant="contained" color="warning" onClick={onImport}>
                        {translate('database.import.confirm')}
                    </Button>
                ) : (
                    <Button variant="contained" onClick={() => void takeBackup()} disabled={progress !== null}>
                        {translate('database.import.backUp')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
