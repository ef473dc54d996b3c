import { defineApi } from '../../dataProvider/defineApi';

/** A domain's request log, error log and operation log: paged lists. OWNER: the domain pages work. */
export interface RequestLogEntry {
    id: number;
}

export interface ErrorLogEntry {
    id: number;
}

export interface OperationLogEntry {
    id: number;
}

export const requestLogApi = defineApi<RequestLogEntry>({});
export const errorLogApi = defineApi<ErrorLogEntry>({});
export const operationLogApi = defineApi<OperationLogEntry>({
    list: { path: 'app/dns/GetDnsOperationLog', method: 'GET' },
});
