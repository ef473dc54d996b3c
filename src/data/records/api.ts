import * as v from 'valibot';
import { num, numberId, optionalId, optionalNum, optionalText, row, text, type RecordSchema } from '../../dataProvider/answers';
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
    /** The user's note (备注); absent or '' for none. */
    remark?: string;
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
    /** A substring of the remark (designed). */
    remark?: string;
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
        remark: searchText(filter.remark),
        record_type: searchText(filter.record_type),
        record_line_id: searchText(lineId(filter)),
        status: searchText(filter.status),
        page,
        limit: perPage,
        ...(sort ? { sidx: sort.field === 'id' ? 'record_id' : sort.field, order: sort.order.toLowerCase() } : {}),
    };
    return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''));
};

/** The fields of a record row as the list answers it (the bulk search's rows add their zone). */
export const dnsRecordFields = {
    record_id: numberId,
    top: text,
    record_type: text,
    value: text,
    weight: optionalNum,
    mx: optionalNum,
    ttl: num,
    record_line: optionalText,
    record_line_id: optionalId,
    record_line_name: optionalText,
    linetype: optionalNum,
    status: optionalNum,
    updateTime: optionalText,
    remark: optionalText,
};

/** A record row with react-admin's id = record_id; a status the row does not give reads as on. */
export const asDnsRecord = <T extends v.InferOutput<v.LooseObjectSchema<typeof dnsRecordFields, undefined>>>(row: T) => ({
    ...row,
    id: row.record_id,
    status: row.status ?? RECORD_STATUS.on,
});

/** A row of objData read through the record fields (docs/architecture.md "Reading answers"). */
const dnsRecord: RecordSchema<DnsRecord> = v.pipe(row(dnsRecordFields), v.transform(asDnsRecord));

/** The list answers a top-level objData and total: the rows are read with `dnsRecord` by the generic provider. */
const recordListResult = (json: Envelope): { data: DnsRecord[]; total: number } => {
    const rows = json.objData as DnsRecord[];
    return { data: rows, total: Number(json.total ?? (Array.isArray(rows) ? rows.length : 0)) || 0 };
};

/** Read only: every edit of a zone's records is a change set (src/data/changeSets/api.ts). */
export const recordsApi = defineApi<DnsRecord>({
    record: dnsRecord,
    list: { path: RECORD_PATHS.list, params: recordListParams, result: recordListResult },
});
