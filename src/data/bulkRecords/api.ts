import type { HttpClient } from '../../http/client';
import type { BulkItemResult } from '../bulkJobs/types';
import { toDnsRecord, type DnsRecord } from '../records/api';

/**
 * Records found across many domains, and plans bound to many domains (designed: the backend's notes name no bulk
 * record call). The bulk record pages write records as change sets, one per domain (src/data/changeSets,
 * src/data/bulkJobs/runChangeSetJob.ts); binding plans is a chunk of a bulk job (src/data/bulkJobs/types.ts): it
 * carries the jobId and answers `data.list`, one `{item, code, msg}` per domain sent, in order.
 */
const BULK_RECORD_PATHS = {
    search: 'app/dns/batch/record/search', // designed
    bindPlan: 'app/dns/batch/bind/plan', // designed
} as const;

/**
 * designed: POST app/dns/batch/record/search {domains (newline list, '' = all the user's domains), record_type,
 * top, value, ttl, page, limit} -> data.list [record + domain_id + domain], data.totalCount. Every filter given
 * matches exactly (host and value ignoring letter case); blank ones are left out.
 */
export interface RecordSearch {
    domains: string[];
    record_type?: string;
    top?: string;
    value?: string;
    ttl?: number;
}

/** A record found across domains: always carries its zone. */
export type ZoneRecord = DnsRecord & { domain_id: number; domain: string };

/** A record as it should become (record_id names it). */
export type ChangedZoneRecord = Pick<DnsRecord, 'record_id' | 'top' | 'record_type' | 'value' | 'ttl'> &
    Partial<Pick<DnsRecord, 'mx' | 'weight' | 'record_line_id' | 'record_line_name' | 'record_line' | 'linetype' | 'status'>> & {
        domain_id: number;
        domain: string;
    };

/** How a record is named in a result: "www.example.com A 1.2.3.4". */
export const describeZoneRecord = (record: { domain: string; top: string; record_type: string; value: string }): string =>
    `${record.top === '@' || record.top === '' ? record.domain : `${record.top}.${record.domain}`} ${record.record_type} ${record.value}`;

interface WireResult {
    item?: unknown;
    code?: unknown;
    msg?: unknown;
}

/** `data.list` of a chunk answer, one result per record sent (a missing answer refuses the record). */
const readChunkResults = (list: unknown, sent: readonly string[]): BulkItemResult[] => {
    const rows = Array.isArray(list) ? (list as WireResult[]) : [];
    return sent.map((item, index) => {
        const row = rows[index];
        if (!row) return { item, ok: false, msg: 'no answer' };
        const ok = [1, 0, '1', '0'].includes(row.code as number | string);
        return { item: row.item ? String(row.item) : item, ok, ...(ok ? {} : { msg: String(row.msg ?? '') }) };
    });
};

const searchBody = (search: RecordSearch, page: number, limit: number) => {
    const body: Record<string, string | number> = { domains: search.domains.join('\n'), page, limit };
    if (search.record_type) body.record_type = search.record_type;
    if (search.top?.trim()) body.top = search.top.trim();
    if (search.value?.trim()) body.value = search.value.trim();
    if (search.ttl !== undefined) body.ttl = search.ttl;
    return body;
};

const toZoneRecord = (row: Record<string, unknown>): ZoneRecord => ({
    ...toDnsRecord(row),
    domain_id: Number(row.domain_id),
    domain: String(row.domain ?? ''),
});

export const bulkRecordCalls = (http: HttpClient) => ({
    /** One page of the records matching a search across domains (gather them all with records/batch.ts gatherAll). */
    searchBulkRecords: async (search: RecordSearch, page: number, limit: number, signal?: AbortSignal): Promise<{ data: ZoneRecord[]; total: number }> => {
        const json = await http.post(BULK_RECORD_PATHS.search, searchBody(search, page, limit), { signal });
        const data = (json.data ?? {}) as { list?: unknown; totalCount?: unknown };
        const rows = Array.isArray(data.list) ? (data.list as Record<string, unknown>[]) : [];
        return { data: rows.map(toZoneRecord), total: Number(data.totalCount ?? rows.length) };
    },
    /**
     * designed: POST app/dns/batch/bind/plan {jobId, productId, domains: newline list} -> data.list [{item, code, msg}]:
     * each domain gets one unused plan of the product; refused when none is left or the domain has a plan in use.
     */
    bindPlans: async (jobId: number, productId: number, domains: string[], signal?: AbortSignal): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_RECORD_PATHS.bindPlan, { jobId, productId, domains: domains.join('\n') }, { signal });
        return readChunkResults((json.data as { list?: unknown } | undefined)?.list, domains);
    },
});

export type BulkRecordCalls = ReturnType<typeof bulkRecordCalls>;
