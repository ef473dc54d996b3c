import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { ReactNode } from 'react';
import { DataTable, List, SearchInput, useTranslate, type RaRecord } from 'react-admin';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { useDomainParams } from './domainParams';
import { LogRangeBar, todayFilter } from './LogRangeBar';
import { EmptyState } from '../../../ui/PageStates';
import { useKnownName } from '../../../ui/useKnownName';
import { scrollingListSx } from '../../../ui/listLayout';

interface LogColumn {
    source: string;
    /** Keep on one line (times, IPs, codes). */
    nowrap?: boolean;
    /** The cell's content, when it is more than the field's text. */
    render?: (record: RaRecord) => ReactNode;
    /** A name the service gives in Chinese (an area, an ISP): shown in the language shown where the console knows it. */
    known?: boolean;
}

const Column = DataTable.Col<RaRecord>;

const LogsEmpty = ({ title, keyword }: { title: string; keyword: boolean }) => {
    const translate = useTranslate();
    // without a keyword box, only the range can be changed
    const body = keyword ? 'domainPages.logs.emptyBody' : 'domainPages.logs.emptyBodyRange';
    return <EmptyState icon={<ReceiptLong />} title={translate(title)} body={translate(body)} />;
};

/**
 * A domain's log as a server-paged react-admin list: the domain as a permanent filter, a date range (today by
 * default; start 00:00:00, end 23:59:59) and, where the call takes one, a keyword; both return to page 1.
 * The filter and page live in the URL.
 */
export const DomainLogList = ({
    resource,
    columns,
    keyword = true,
    emptyTitle = 'domainPages.logs.emptyTitle',
}: {
    resource: 'requestLog' | 'errorLog' | 'operationLog';
    columns: LogColumn[];
    keyword?: boolean;
    emptyTitle?: string;
}): ReactNode => {
    const translate = useTranslate();
    const knownName = useKnownName();
    const { domain } = useDomainParams();
    const filters = keyword ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('domainPages.logs.search')} />] : undefined;
    return (
        <List
            resource={resource}
            title={false}
            filter={{ domain }}
            filters={filters}
            filterDefaultValues={todayFilter()}
            // no toolbar actions: the search (and the range bar below) are the whole toolbar
            actions={false}
            exporter={false}
            empty={false}
            {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
            // the table scrolls sideways on a phone instead of widening the page
            sx={scrollingListSx}
        >
            <LogRangeBar />
            <DataTable rowClick={false} bulkActionButtons={false} empty={<LogsEmpty title={emptyTitle} keyword={keyword} />}>
                {columns.map(({ source, nowrap, render, known }) => (
                    <Column
                        key={source}
                        source={source}
                        disableSort
                        render={known ? record => knownName(String(record[source] ?? '')) : render}
                        sx={nowrap ? { whiteSpace: 'nowrap' } : { minWidth: 120 }}
                    />
                ))}
            </DataTable>
        </List>
    );
};
