import { DomainLogList } from './DomainLogList';

/** The request log tab: the DNS queries of the domain, by date range and keyword (client IP or name). */
export const RequestLogPage = () => (
    <DomainLogList
        resource="requestLog"
        columns={[
            { source: 'time', nowrap: true },
            { source: 'clientIp', nowrap: true },
            { source: 'area', known: true },
            { source: 'query' },
            { source: 'type', nowrap: true },
            { source: 'line', nowrap: true },
            { source: 'answer' },
            { source: 'rcode', nowrap: true },
        ]}
    />
);
