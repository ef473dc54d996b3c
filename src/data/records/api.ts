import { defineApi, type ListRequest, searchText } from '../../dataProvider/defineApi';
import type { Envelope, Params } from '../../http/client';

/**
 * DNS records of one zone (docs/dns-api.md "Records"): the list answers a top-level `objData` and `total`. The
 * console writes records only through change sets (src/data/changeSets/api.ts); the backend's single calls
 * (app/dns/record/set and the batch status and delete calls) are not used.
 */
const RECORD_PATHS = {
    list: 'app/dns/record/list',
} as const;

/** The largest page app/dns/record/list answers: what gathering a zone's records asks for. */
export const RECORD_PAGE_MAX = 500;

/** 1 on, 3 paused, 2 hidden. */
export const RECORD_STATUS = { on: 1, hidden: 2, paused: 3 } as const;

/** A DNS record as app/dns/record/list answers it, with react-admin's id = record_id. */
export interface DnsRecord {
    id: number;
    record_id: number;
    top: string;
    record_type: string;
    value: string;
    weight?: string | number;
    mx?: string | number;
    ttl: string | number;
    record_line?: string;
    record_line_id?: string | number;
    record_line_name?: string;
    /** 1 official line, 2 custom line. */
    linetype?: number;
    /** 1 on, 3 paused, 2 hidden. */
    status: number;
    updateTime?: string;
    /** The zone, carried by the console into a save (the list answer does not repeat it). */
    domain_id?: number;
    domain?: string;
}

/** The list filters as the console keeps them (and shows them in the URL): the wire names. */
interface RecordFilter {
    domain_id?: number;
    domain?: string;
    top?: string;
    value?: string;
    record_type?: string;
    record_line_id?: string | number;
    /** The line filter as the line picker gives it (its record_line_id is sent). */
    line?: { record_line_id?: string | number };
    status?: string | number;
}

const lineId = (filter: Record<string, unknown>): unknown => (filter.line as RecordFilter['line'])?.record_line_id ?? filter.record_line_id;

/** The body of app/dns/record/list for react-admin's list params: trimmed substrings, empty filters left out. */
const recordListParams = ({ page, perPage, sort, filter }: ListRequest): Params => {
    const body: Params = {
        domain_id: filter.domain_id,
        domain: filter.domain,
        top: searchText(filter.top),
        value: searchText(filter.value),
        record_type: searchText(filter.record_type),
        record_line_id: searchText(lineId(filter)),
        status: searchText(filter.status),
        page,
        limit: perPage,
        ...(sort ? { sidx: sort.field === 'id' ? 'record_id' : sort.field, order: sort.order.toLowerCase() } : {}),
    };
    return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''));
};

/** One row of objData, with id = record_id and numbers where the server may send strings. */
export const toDnsRecord = (row: Record<string, unknown>): DnsRecord => {
    const recordId = Number(row.record_id ?? row.id);
    return {
        ...(row as unknown as DnsRecord),
        id: recordId,
        record_id: recordId,
        status: Number(row.status ?? RECORD_STATUS.on),
        linetype: row.linetype == null ? undefined : Number(row.linetype),
    };
};

const recordListResult = (json: Envelope): { data: DnsRecord[]; total: number } => {
    const rows = Array.isArray(json.objData) ? (json.objData as Record<string, unknown>[]) : [];
    return { data: rows.map(toDnsRecord), total: Number(json.total ?? rows.length) };
};

/** Read only: every edit of a zone's records is a change set (src/data/changeSets/api.ts). */
export const recordsApi = defineApi<DnsRecord>({
    list: { path: RECORD_PATHS.list, params: recordListParams, result: recordListResult },
});
