import type { OperationLogEntry } from '../../../data/domainLogs/api';
import { DomainLogList } from './DomainLogList';
import { OperationLogAction, OperationLogContent } from './OperationLogContent';

/** The operation log tab: who changed what on the domain (app/dns/GetDnsOperationLog), by date range; a change set's row links to its diff. */
export const OperationLogPage = () => (
    <DomainLogList
        resource="operationLog"
        keyword={false}
        emptyTitle="domainPages.logs.operationEmptyTitle"
        columns={[
            { source: 'createTime', nowrap: true },
            { source: 'username', nowrap: true },
            { source: 'action', nowrap: true, render: log => <OperationLogAction log={log as OperationLogEntry} /> },
            { source: 'content', render: log => <OperationLogContent log={log as OperationLogEntry} /> },
            { source: 'ip', nowrap: true },
        ]}
    />
);
