import FileOpen from '@mui/icons-material/FileOpen';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    LinearProgress,
    Tab,
    Tabs,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CsvRefusal } from '../format/csvTable';
import { PreviewRows, type PreviewColumn } from './PreviewRows';

export interface CsvImportDialogProps<T> {
    /** Translation keys of the title and of the text saying what the file holds. */
    title: string;
    intro: string;
    /** The file read into rows that can be added and refusals, each with its line. */
    read: (text: string) => { rows: T[]; refusals: CsvRefusal[] };
    /** The columns of the rows to add (the file line comes first by itself). */
    columns: PreviewColumn<T>[];
    lineOf: (row: T) => number;
    /** Saves one row; a rejection stops the import there, naming the line. */
    saveRow: (row: T) => Promise<unknown>;
    onClose: (imported: number) => void;
    testId: string;
}

/** "Line 12: reason": a refusal's reason translated with its arguments. */
const useRefusalText = () => {
    const translate = useTranslate();
    return (refusal: CsvRefusal) =>
        translate('csvImport.refusedLine', { line: refusal.line, reason: translate(refusal.reason, { _: refusal.reason, ...refusal.args }) });
};

/**
 * Imports rows from a CSV: the file is read in the browser and previewed as the rows to add and the rows refused,
 * each with its line (the pattern of the zone import's preview); importing saves the rows one by one with
 * progress and stops at the first the server refuses, naming its line.
 */
export const CsvImportDialog = <T,>({ title, intro, read, columns, lineOf, saveRow, onClose, testId }: CsvImportDialogProps<T>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refusalText = useRefusalText();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [name, setName] = useState('');
    const [preview, setPreview] = useState<{ rows: T[]; refusals: CsvRefusal[] } | null>(null);
    const [tab, setTab] = useState<'add' | 'refused'>('add');
    const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
    const [failure, setFailure] = useState<string>();
    const [imported, setImported] = useState(0);

    const choose = async (file: File | undefined) => {
        setFailure(undefined);
        if (!file) return;
        setName(file.name);
        const result = read(await file.text());
        setPreview(result);
        setTab(result.rows.length === 0 && result.refusals.length > 0 ? 'refused' : 'add');
    };

    const run = async () => {
        if (!preview) return;
        const { rows } = preview;
        let done = 0;
        setProgress({ done, total: rows.length });
        try {
            for (const row of rows) {
                await saveRow(row);
                done += 1;
                setProgress({ done, total: rows.length });
            }
            notify('csvImport.done', { type: 'success', messageArgs: { smart_count: done } });
            onClose(imported + done);
        } catch (error) {
            const message = (error as Error)?.message || translate('http.failed');
            setFailure(translate('csvImport.failedAt', { line: lineOf(rows[done]), message, done }));
            setImported(imported + done);
            setPreview({ ...preview, rows: rows.slice(done) });
        } finally {
            setProgress(null);
        }
    };

    const refusedColumns: PreviewColumn<CsvRefusal>[] = [
        { label: 'csvImport.reason', render: refusalText },
        {
            label: 'csvImport.text',
            render: refusal => (
                <Box component="code" sx={{ fontSize: 12 }}>
                    {refusal.text}
                </Box>
            ),
        },
    ];
    const rowColumns: PreviewColumn<T>[] = [{ label: 'csvImport.fileLine', render: lineOf, nowrap: true }, ...columns];
    const titleId = `${testId}-title`;
    return (
        <Dialog
            open
            onClose={progress ? undefined : () => onClose(imported)}
            fullScreen={fullScreen}
            fullWidth
            maxWidth="md"
            aria-labelledby={titleId}
            data-testid={testId}
        >
            <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
            <DialogContent>
                <DialogContentText variant="body2">{translate(intro)}</DialogContentText>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
                    <Button variant="outlined" component="label" startIcon={<FileOpen />} disabled={progress !== null}>
                        {translate('csvImport.choose')}
                        <input
                            type="file"
                            accept=".csv,text/csv"
                            hidden
                            data-testid={`${testId}-file`}
                            onChange={event => void choose(event.target.files?.[0])}
                        />
                    </Button>
                    <Box component="span" sx={{ overflowWrap: 'anywhere', color: name ? 'text.primary' : 'text.secondary', fontSize: 14 }}>
                        {name || translate('csvImport.noFile')}
                    </Box>
                </Box>
                {failure ? (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {failure}
                    </Alert>
                ) : null}
                {progress ? (
                    <Box sx={{ mt: 2 }}>
                        <LinearProgress variant="determinate" value={(progress.done / Math.max(progress.total, 1)) * 100} />
                        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }} aria-live="polite">
                            {translate('csvImport.importing', progress)}
                        </Box>
                    </Box>
                ) : null}
                {preview ? (
                    <Box sx={{ mt: 1 }}>
                        <Tabs value={tab} onChange={(_, value: 'add' | 'refused') => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
                            <Tab value="add" label={translate('csvImport.tabs.add', { count: preview.rows.length })} data-testid={`${testId}-tab-add`} />
                            <Tab
                                value="refused"
                                label={translate('csvImport.tabs.refused', { count: preview.refusals.length })}
                                data-testid={`${testId}-tab-refused`}
                            />
                        </Tabs>
                        <Box role="tabpanel" sx={{ minWidth: 0 }}>
                            {tab === 'add' ? (
                                <PreviewRows rows={preview.rows} columns={rowColumns} empty="csvImport.emptyAdd" rowKey={lineOf} minWidth={480} />
                            ) : (
                                <PreviewRows rows={preview.refusals} columns={refusedColumns} empty="csvImport.emptyRefused" rowKey={refusal => refusal.line} />
                            )}
                        </Box>
                    </Box>
                ) : null}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={() => onClose(imported)} disabled={progress !== null}>
                    {translate('csvImport.cancel')}
                </Button>
                <Button variant="contained" onClick={() => void run()} disabled={!preview?.rows.length || progress !== null}>
                    {translate('csvImport.import', { smart_count: preview?.rows.length ?? 0 })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
