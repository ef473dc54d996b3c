import { num, numberId, optionalText, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest, searchText } from '../../dataProvider/defineApi';
import type { Params } from '../../http/client';

/**
 * A domain's request log, error log and operation log: server-paged lists (docs/dns-api.md "Domain settings,
 * plan, statistics and logs"). The screens filter with `domain` (always), `startTime`/`endTime` (already whole
 * days: "YYYY-MM-DD 00:00:00" .. "YYYY-MM-DD 23:59:59") and `q` (the keyword, trimmed here).
 *
 */
interface RequestLogEntry {
    id: number;
    time: string;
    clientIp: string;
    area?: string;
    query: string;
    type: string;
    line?: string;
    answer?: string;
    rcode?: string;
}

interface ErrorLogEntry {
    id: number;
    time: string;
    clientIp: string;
    area?: string;
    query: string;
    type: string;
    rcode?: string;
    reason?: string;
}

export interface OperationLogEntry {
    id: number;
    domain: string;
    action: string;
    content: string;
    ip: string;
    username: string;
    createTime: string;
    /** The history entry (change set) the row tells of; 0 for other writes. */
    changeSetId: number;
}

// How the entries are read (dataProvider/answers.ts).
const requestLogRecord: RecordSchema<RequestLogEntry> = row({
    id: numberId,
    time: text,
    clientIp: text,
    area: optionalText,
    query: text,
    type: text,
    line: optionalText,
    answer: optionalText,
    rcode: optionalText,
});
const errorLogRecord: RecordSchema<ErrorLogEntry> = row({
    id: numberId,
    time: text,
    clientIp: text,
    area: optionalText,
    query: text,
    type: text,
    rcode: optionalText,
    reason: optionalText,
});
const operationLogEntry: RecordSchema<OperationLogEntry> = row({
    id: numberId,
    domain: text,
    action: text,
    content: text,
    ip: text,
    username: text,
    createTime: text,
    changeSetId: num,
});

const timeWindow = (filter: Record<string, unknown>): Params => ({
    startTime: searchText(filter.startTime),
    endTime: searchText(filter.endTime),
});

/** `{domain, keyword, startTime, endTime, page, limit}` of the request and error logs. */
export const dnsLogParams = ({ page, perPage, filter }: ListRequest): Params => ({
    domain: searchText(filter.domain),
    keyword: searchText(filter.q),
    ...timeWindow(filter),
    page,
    limit: perPage,
});

/** `?domain=&page=&limit=&startTime=&endTime=` of the operation log (it has no keyword). */
export const operationLogParams = ({ page, perPage, filter }: ListRequest): Params => ({
    domain: searchText(filter.domain),
    page,
    limit: perPage,
    ...timeWindow(filter),
});

export const requestLogApi = defineApi<RequestLogEntry>({
    record: requestLogRecord,
    list: { path: 'app/dns/GetDnsRequestLog', params: dnsLogParams },
});
export const errorLogApi = defineApi<ErrorLogEntry>({
    record: errorLogRecord,
    list: { path: 'app/dns/GetDnsErrorLog', params: dnsLogParams },
});
export const operationLogApi = defineApi<OperationLogEntry>({
    record: operationLogEntry,
    list: { path: 'app/dns/GetDnsOperationLog', method: 'GET', params: operationLogParams },
});
