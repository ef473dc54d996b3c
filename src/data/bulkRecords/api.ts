import * as v from 'valibot';
import { list, num, optionalText, readAnswer, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import type { BulkItemResult } from '../bulkJobs/types';
import { asDnsRecord, dnsRecordFields, type DnsRecord } from '../records/api';

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

/** One item's answer in a chunk. */
const chunkResult = row({ item: optionalText, code: v.optional(v.fallback(v.union([v.number(), v.string()]), -1), -1), msg: text });

/** `data.list` of a chunk answer, one result per item sent, in order (a missing answer refuses the item). */
const readChunkResults = (data: unknown, sent: readonly string[], source: string): BulkItemResult[] => {
    const rows = readAnswer(row({ list: list(chunkResult) }), data ?? {}, source).list;
    return sent.map((item, index) => {
        const answer = rows[index];
        if (!answer) return { item, ok: false, msg: 'no answer' };
        const ok = [1, 0, '1', '0'].includes(answer.code);
        return { item: answer.item || item, ok, ...(ok ? {} : { msg: answer.msg }) };
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

/** A found record: a record row with its zone. */
const zoneRecord: RecordSchema<ZoneRecord> = v.pipe(row({ ...dnsRecordFields, domain_id: num, domain: text }), v.transform(asDnsRecord));

export const bulkRecordCalls = (http: HttpClient) => ({
    /** One page of the records matching a search across domains (gather them all with records/batch.ts gatherAll). */
    searchBulkRecords: async (search: RecordSearch, page: number, limit: number, signal?: AbortSignal): Promise<{ data: ZoneRecord[]; total: number }> => {
        const json = await http.post(BULK_RECORD_PATHS.search, searchBody(search, page, limit), { signal });
        const { list: data, total } = readList(zoneRecord, json, BULK_RECORD_PATHS.search);
        return { data, total };
    },
    /**
     * designed: POST app/dns/batch/bind/plan {jobId, productId, domains: newline list} -> data.list [{item, code, msg}]:
     * each domain gets one unused plan of the product; refused when none is left or the domain has a plan in use.
     */
    bindPlans: async (jobId: number, productId: number, domains: string[], signal?: AbortSignal): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_RECORD_PATHS.bindPlan, { jobId, productId, domains: domains.join('\n') }, { signal });
        return readChunkResults(json.data, domains, BULK_RECORD_PATHS.bindPlan);
    },
});

export type BulkRecordCalls = ReturnType<typeof bulkRecordCalls>;
