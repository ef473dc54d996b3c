import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { AUDIT_CSV_COLUMNS, writeAuditCsv } from '../../../data/adminAudit/csv';
import { AUDIT_EXPORT_MAX } from '../../../data/adminAudit/api';
import type { AuditFilter } from '../../../data/adminAudit/types';
import { useSingleFlight } from '../../../ui/singleFlight';
import { saveCsv } from '../../../ui/saveFile';

/** Exports the entries the current search finds (all pages, up to the export's cap) as CSV, in the reader's language. */
export const AuditExportButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { filterValues } = useListContext();
    const [exportRows, pending] = useSingleFlight(async () => {
        try {
            const { list, truncated } = await dataProvider.exportAuditTrail(filterValues as AuditFilter);
            const header = AUDIT_CSV_COLUMNS.map(column => translate(`adminAudit.fields.${column}`));
            const csv = writeAuditCsv(list, header, action => translate(`adminAudit.actions.${action}`));
            saveCsv(`audit-${new Date().toISOString().slice(0, 10)}.csv`, csv);
            notify(truncated ? translate('adminAudit.truncated', { max: AUDIT_EXPORT_MAX }) : translate('adminAudit.exported', { smart_count: list.length }), {
                type: truncated ? 'warning' : 'success',
            });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        }
    });
    return (
        <Button size="small" startIcon={<Download />} onClick={() => void exportRows()} disabled={pending}>
            {translate('adminAudit.export')}
        </Button>
    );
};
