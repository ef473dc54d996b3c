import { Box, Typography } from '@mui/material';
import { List, SearchInput, SelectInput, TextInput, Title, TopToolbar, useTranslate } from 'react-admin';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../data/adminAudit/types';
import { presetRange, toTimeBounds } from '../../../format/dateRange';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { scrollingListSx } from '../../../ui/listLayout';
import { AuditExportButton } from './AuditExportButton';
import { AuditRangeBar } from './AuditRangeBar';
import { AuditTable } from './AuditTable';

const ACTION_CHOICES = AUDIT_ACTIONS.map(action => ({ id: action, name: `adminAudit.actions.${action}` }));

/** The range the trail opens on: the last 30 days, as whole days. */
const defaultFilter = () => toTimeBounds(presetRange('last30Days'));

/**
 * System → Audit trail (/system/audit): what administrators changed, newest first, searched by administrator,
 * action, a range of days and a keyword; the rows found are exported as CSV.
 */
export const AuditTrailPage = () => {
    const translate = useTranslate();
    const filters = [
        <SearchInput key="key" source="key" alwaysOn placeholder={translate('adminAudit.search')} sx={{ minWidth: { sm: 260 } }} />,
        <TextInput key="admin" source="admin" label="adminAudit.admin" alwaysOn />,
        <SelectInput
            key="action"
            source="action"
            label="adminAudit.action"
            alwaysOn
            choices={ACTION_CHOICES}
            emptyText="adminAudit.allActions"
            sx={{ minWidth: 180 }}
        />,
    ];
    return (
        <Box sx={{ mt: 2, minWidth: 0, contain: 'inline-size' }}>
            <Title title="adminAudit.title" />
            <Typography variant="h6" component="h2">
                {translate('adminAudit.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('adminAudit.intro')}
            </Typography>
            <List<AuditEntry>
                resource="adminAudit"
                title={false}
                filters={filters}
                filterDefaultValues={defaultFilter()}
                actions={
                    <TopToolbar>
                        <AuditExportButton />
                    </TopToolbar>
                }
                {...useListPaging()}
                empty={false}
                exporter={false}
                storeKey="auditTrail.list"
                sx={scrollingListSx}
            >
                <AuditRangeBar />
                <AuditTable />
            </List>
        </Box>
    );
};

export default AuditTrailPage;
