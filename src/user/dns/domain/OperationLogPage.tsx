import { DomainLogList } from './DomainLogList';

/** The operation log tab: who changed what on the domain (app/dns/GetDnsOperationLog), by date range. */
export const OperationLogPage = () => (
    <DomainLogList
        resource="operationLog"
        keyword={false}
        emptyTitle="domainPages.logs.operationEmptyTitle"
        columns={[
            { source: 'createTime', nowrap: true },
            { source: 'username', nowrap: true },
            { source: 'action', nowrap: true },
            { source: 'content' },
            { source: 'ip', nowrap: true },
        ]}
    />
);
