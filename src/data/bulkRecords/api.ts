import type { HttpClient } from '../../http/client';
import type { BulkItemResult } from '../bulkJobs/types';
import { toDnsRecord, type DnsRecord } from '../records/api';

/**
 * Records written across many domains in one call (designed: the backend's notes name no bulk record call).
 * Each call is one chunk of a bulk job (src/data/bulkJobs/types.ts): it carries the jobId and answers
 * `data.list`, one `{item, code, msg}` per record sent, in order (code 1 written, anything else refused).
 *
 * - POST app/dns/batch/add/record    {jobId, records: JSON [{domain, top, record_type, value, ttl, mx, weight,
 *   record_line_id, record_line_name, record_line, linetype, status (1 on, 3 paused; default on)}]}: adds; a record of a domain the user does not
 *   hold, or one the zone rules refuse (CNAME clash...), is refused with the reason.
 * - POST app/dns/batch/update/record {jobId, records: JSON [{domain_id, domain, record_id, ...the record's
 *   fields as they should be, status included}]}: replaces whole records.
 * Weight, mx and ttl travel as strings, as in app/dns/record/set.
 */
const BULK_RECORD_PATHS = {
    add: 'app/dns/batch/add/record', // designed
    update: 'app/dns/batch/update/record', // designed
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

/** A record to add to a domain named by its name. */
export type NewZoneRecord = Pick<DnsRecord, 'top' | 'record_type' | 'value' | 'ttl'> &
    Partial<Pick<DnsRecord, 'mx' | 'weight' | 'record_line_id' | 'record_line_name' | 'record_line' | 'linetype' | 'status'>> & { domain: string };

/** A record as it should become (record_id names it). */
export type ChangedZoneRecord = Pick<DnsRecord, 'record_id' | 'top' | 'record_type' | 'value' | 'ttl'> &
    Partial<Pick<DnsRecord, 'mx' | 'weight' | 'record_line_id' | 'record_line_name' | 'record_line' | 'linetype' | 'status'>> & {
        domain_id: number;
        domain: string;
    };

const text = (value: unknown, fallback: string) => (value === undefined || value === null || value === '' ? fallback : String(value));

const wire = <R extends { ttl: unknown; mx?: unknown; weight?: unknown }>(record: R) => ({
    ...record,
    ttl: text(record.ttl, '600'),
    mx: text(record.mx, '1'),
    weight: text(record.weight, '1'),
});

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
    /** Adds records to the domains they name: one result per record, in order. */
    bulkAddRecords: async (jobId: number, records: NewZoneRecord[], signal?: AbortSignal): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_RECORD_PATHS.add, { jobId, records: JSON.stringify(records.map(wire)) }, { signal });
        return readChunkResults((json.data as { list?: unknown } | undefined)?.list, records.map(describeZoneRecord));
    },
    /** Replaces records (each named by record_id): one result per record, in order. */
    bulkUpdateRecords: async (jobId: number, records: ChangedZoneRecord[], signal?: AbortSignal): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_RECORD_PATHS.update, { jobId, records: JSON.stringify(records.map(wire)) }, { signal });
        return readChunkResults((json.data as { list?: unknown } | undefined)?.list, records.map(describeZoneRecord));
    },
});

export type BulkRecordCalls = ReturnType<typeof bulkRecordCalls>;
