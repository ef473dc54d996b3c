import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { readBlacklistCsv, writeBlacklistCsv, type BlacklistImportRow } from '../../../data/blackDomains/csv';
import type { BlackDomain } from '../../../data/blackDomains/types';
import { CsvImportDialog } from '../../../ui/CsvImportDialog';
import { saveCsv } from '../../../ui/saveFile';

const RESOURCE = 'blackDomain';
const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const columns = [
    { label: 'blacklistTransfer.domain', render: (row: BlacklistImportRow) => row.domain },
    { label: 'blacklistTransfer.remark', render: (row: BlacklistImportRow) => row.remark },
    { label: 'blacklistTransfer.expires', render: (row: BlacklistImportRow) => row.expireTime, nowrap: true },
];

/** Import blocked domains from a CSV (previewed, refusals by line) and export them all as CSV. */
export const BlacklistTransfer = () => {
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const [listed, setListed] = useState<string[] | null>(null);

    const all = async () => (await dataProvider.getList<BlackDomain>(RESOURCE, ALL)).data;
    const failed = (error: unknown) => notify((error as Error)?.message || 'http.failed', { type: 'error' });

    const exportAll = async () => {
        try {
            const rows = await all();
            saveCsv('blocked-domains.csv', writeBlacklistCsv(rows));
            notify('csvImport.exported', { type: 'success', messageArgs: { smart_count: rows.length } });
        } catch (error) {
            failed(error);
        }
    };
    const openImport = async () => {
        try {
            setListed((await all()).map(row => row.domain));
        } catch (error) {
            failed(error);
        }
    };

    return (
        <>
            <Button label="csvImport.export" onClick={() => void exportAll()}>
                <Download />
            </Button>
            <Button label="csvImport.importAction" onClick={() => void openImport()}>
                <UploadFile />
            </Button>
            {listed ? (
                <CsvImportDialog<BlacklistImportRow>
                    title="blacklistTransfer.title"
                    intro="blacklistTransfer.intro"
                    testId="blacklist-import"
                    read={text => readBlacklistCsv(text, listed)}
                    columns={columns}
                    lineOf={row => row.line}
                    saveRow={row => dataProvider.create(RESOURCE, { data: { domains: row.domain, remark: row.remark, expireTime: row.expireTime } })}
                    onClose={imported => {
                        setListed(null);
                        if (imported) refresh();
                    }}
                />
            ) : null}
        </>
    );
};
