import Insights from '@mui/icons-material/InsightsOutlined';
import { Chip, Link } from '@mui/material';
import { Button, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../format/count';
import type { HttpdnsDomain } from '../../data/httpdnsDomains/api';
import { HttpdnsEmpty } from './HttpdnsEmpty';
import { userPaths } from '../paths';
import { DeleteWithConfirmButton } from '../../ui/singleFlight';

const Column = DataTable.Col<HttpdnsDomain>;
const nowrap = { whiteSpace: 'nowrap' } as const;

const StatusChip = ({ status }: { status: number }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={status === 1 ? 'success' : 'default'}
            label={translate(status === 1 ? 'httpdns.domains.status.on' : 'httpdns.domains.status.off')}
        />
    );
};

const RowActions = () => {
    const record = useRecordContext<HttpdnsDomain>();
    if (!record) return null;
    return (
        <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
            <Button component={RouterLink} to={userPaths.httpdnsDetail(record.domain)} label="httpdns.domains.detail">
                <Insights />
            </Button>
            <DeleteWithConfirmButton
                label="httpdns.domains.remove"
                redirect={false}
                mutationMode="pessimistic"
                confirmTitle="httpdns.domains.removeTitle"
                confirmContent="httpdns.domains.removeContent"
                titleTranslateOptions={{ domain: record.domain }}
                successMessage="httpdns.domains.removed"
            />
        </span>
    );
};

/** The HTTPDNS domains: name (to its detail page), state, requests, added, and the row actions. */
export const HttpdnsDomainTable = () => (
    <DataTable<HttpdnsDomain> rowClick={false} bulkActionButtons={false} empty={<HttpdnsEmpty />}>
        <Column
            source="domain"
            label="httpdns.domains.fields.domain"
            disableSort
            sx={{ minWidth: 180 }}
            render={row => (
                <Link component={RouterLink} to={userPaths.httpdnsDetail(row.domain)} sx={{ overflowWrap: 'anywhere' }}>
                    {row.domain}
                </Link>
            )}
        />
        <Column source="status" label="httpdns.domains.fields.status" disableSort render={row => <StatusChip status={row.status} />} />
        <Column
            source="queryCount"
            label="httpdns.domains.fields.queryCount"
            disableSort
            align="right"
            render={row => formatCount(row.queryCount)}
            sx={nowrap}
        />
        <Column source="createTime" label="httpdns.domains.fields.createTime" disableSort sx={nowrap} />
        <Column label="httpdns.domains.actions" disableSort render={() => <RowActions />} />
    </DataTable>
);
