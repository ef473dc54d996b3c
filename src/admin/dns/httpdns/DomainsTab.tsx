import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';
import { formatCount } from '../../../format/count';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import type { HttpdnsDomain } from '../../../data/httpdnsAdmin/api';
import { ListError, quietListErrors } from '../../../ui/ListError';

const Column = DataTable.Col<HttpdnsDomain>;

const StatusChip = ({ record }: { record: HttpdnsDomain }) => {
    const translate = useTranslate();
    const on = Number(record.status) === 1;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={on ? 'success' : 'default'}
            label={translate(on ? 'httpdnsSettings.domains.on' : 'httpdnsSettings.domains.off')}
        />
    );
};

/** Nothing listed: no match for the search, or no HTTPDNS domain at all (saying where they come from). */
const DomainsEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext<HttpdnsDomain>();
    return filterValues.domain ? (
        <EmptyState title={translate('httpdnsSettings.domains.noMatch')} />
    ) : (
        <EmptyState title={translate('httpdnsSettings.domains.empty')} body={translate('httpdnsSettings.domains.emptyBody')} />
    );
};

/** The domains resolved through HTTPDNS (the httpdnsDomain resource): searched by domain, paged on the server. */
export const DomainsTab = () => {
    const translate = useTranslate();
    const filters = [<SearchInput key="domain" source="domain" alwaysOn placeholder={translate('httpdnsSettings.domains.search')} />];
    return (
        <List<HttpdnsDomain>
            resource="httpdnsDomain"
            title={false}
            filters={filters}
            actions={false}
            exporter={false}
            empty={false}
            error={<ListError />}
            queryOptions={quietListErrors}
            disableSyncWithLocation
            storeKey="httpdnsDomain.admin"
            {...useListPaging()}
            sx={scrollingListSx}
        >
            <DataTable<HttpdnsDomain>
                rowClick={false}
                bulkActionButtons={false}
                empty={<DomainsEmpty />}
                aria-label={translate('httpdnsSettings.tabs.domains')}
            >
                <Column source="domain" disableSort />
                <Column source="username" disableSort render={record => record.username || '-'} />
                <Column source="queryCount" disableSort align="right" render={record => formatCount(record.queryCount)} />
                <Column source="status" disableSort render={record => <StatusChip record={record} />} />
                <Column source="createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
            </DataTable>
        </List>
    );
};
