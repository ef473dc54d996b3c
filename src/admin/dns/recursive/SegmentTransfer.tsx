import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { RecursiveSegment } from '../../../data/recursiveSegments';
import { segmentOf, specifiedRows } from '../../../data/recursiveSegments/rules';
import { readSegmentCsv, writeSegmentCsv, type SegmentImportRow } from '../../../data/recursiveSegments/csv';
import { formatSegment } from '../../../validation/ipSegment';
import { CsvImportDialog } from '../../../ui/CsvImportDialog';
import { saveCsv } from '../../../ui/saveFile';
import { LockHint } from './LockHint';
import { draftOf } from './segmentForm';
import { useRecursionLock } from './useRecursiveStatus';

const RESOURCE = 'recursiveSegments';
/** Every segment in one read: the import checks against all of them, the export writes all of them. */
const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const columns = [
    { label: 'segmentTransfer.segment', render: (row: SegmentImportRow) => formatSegment(row), nowrap: true },
    { label: 'segmentTransfer.remark', render: (row: SegmentImportRow) => row.remark },
];

/** Import segments from a CSV (previewed, refusals by line) and export them all as CSV. */
export const SegmentTransfer = () => {
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const { locked, hint } = useRecursionLock();
    const [existing, setExisting] = useState<RecursiveSegment[] | null>(null);

    const all = async () => (await dataProvider.getList<RecursiveSegment>(RESOURCE, ALL)).data;
    const failed = (error: unknown) => notify((error as Error)?.message || 'http.failed', { type: 'error' });

    const exportAll = async () => {
        try {
            const rows = await all();
            saveCsv(`ip-segments.csv`, writeSegmentCsv(rows.map(row => ({ ...segmentOf(row), remark: row.remark, createTime: row.createTime }))));
            notify('csvImport.exported', { type: 'success', messageArgs: { smart_count: rows.length } });
        } catch (error) {
            failed(error);
        }
    };
    const openImport = async () => {
        try {
            setExisting(await all());
        } catch (error) {
            failed(error);
        }
    };

    return (
        <>
            <Button label="csvImport.export" onClick={() => void exportAll()}>
                <Download />
            </Button>
            <LockHint hint={hint}>
                <Button label="csvImport.importAction" onClick={() => void openImport()} disabled={locked}>
                    <UploadFile />
                </Button>
            </LockHint>
            {existing ? (
                <CsvImportDialog<SegmentImportRow>
                    title="segmentTransfer.title"
                    intro="segmentTransfer.intro"
                    testId="segment-import"
                    read={text => readSegmentCsv(text, specifiedRows(existing))}
                    columns={columns}
                    lineOf={row => row.line}
                    saveRow={row => dataProvider.create(RESOURCE, { data: draftOf(row, row.remark) })}
                    onClose={imported => {
                        setExisting(null);
                        if (imported) refresh();
                    }}
                />
            ) : null}
        </>
    );
};
