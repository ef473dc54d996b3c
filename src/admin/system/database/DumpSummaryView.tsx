import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DumpSummary } from '../../../data/database/dump';

/** What a database file holds: its export date and version, then each table with its row count. */
export const DumpSummaryView = ({ summary }: { summary: DumpSummary | 'unreadable' }) => {
    const translate = useTranslate();
    if (summary === 'unreadable')
        return (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="database-import-summary">
                {translate('database.import.unreadable')}
            </Alert>
        );
    const rows = summary.tables.reduce((sum, table) => sum + table.count, 0);
    return (
        <Box sx={{ mt: 2 }} data-testid="database-import-summary">
            <Typography variant="body2">
                {translate('database.import.summary', {
                    date: summary.exportedAt || translate('database.import.unknownDate'),
                    version: summary.version,
                    tables: summary.tables.length,
                    rows,
                })}
            </Typography>
            <Box sx={{ maxHeight: 240, overflowY: 'auto', mt: 1 }}>
                <Table size="small" aria-label={translate('database.import.tablesLabel')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('database.import.table')}</TableCell>
                            <TableCell align="right">{translate('database.import.rows')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {summary.tables.map(table => (
                            <TableRow key={table.name}>
                                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{table.name}</TableCell>
                                <TableCell align="right">{table.count}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        </Box>
    );
};
