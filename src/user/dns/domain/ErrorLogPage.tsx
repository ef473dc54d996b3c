import { DomainLogList } from './DomainLogList';

/** The error log tab: the failed queries of the domain, by date range and keyword. */
export const ErrorLogPage = () => (
    <DomainLogList
        resource="errorLog"
        columns={[
            { source: 'time', nowrap: true },
            { source: 'clientIp', nowrap: true },
            { source: 'area', known: true },
            { source: 'query' },
            { source: 'type', nowrap: true },
            { source: 'rcode', nowrap: true },
            { source: 'reason' },
        ]}
    />
);
