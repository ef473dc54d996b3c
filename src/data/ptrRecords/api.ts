import { num, numberId, row, text, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/** A PTR record's state (designed): a change is pending until the reverse delegation carries it (1 to 2 working days). */
export const PTR_STATUS = { pending: 0, active: 1 } as const;

/** A PTR record (designed: app/dns/ptr/record/list answers these rows). */
export interface PtrRecord {
    id: number;
    zoneId: number;
    /** The address, canonical (192.168.1.5, 2001:db8::1). */
    address: string;
    /** The owner name relative to the zone ("5"). */
    host: string;
    /** The host name the address points to. */
    target: string;
    ttl: number;
    /** PTR_STATUS. */
    status: number;
    updateTime: string;
}

const PTR_RECORD_PATHS = {
    list: 'app/dns/ptr/record/list',
    save: 'app/dns/ptr/record/save',
    delete: 'app/dns/ptr/record/delete',
} as const;

/** Designed body of POST app/dns/ptr/record/list: {zoneId, page, limit, key?} (JSON). */
const ptrRecordListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const key = searchText(filter.key);
    return { zoneId: Number(filter.zoneId ?? 0), page, limit: perPage, ...(key ? { key } : {}) };
};

/**
 * A zone's PTR records (designed calls):
 * - list: POST app/dns/ptr/record/list {zoneId, page, limit, key?} -> data {list: PtrRecord[], totalCount}
 * - save: POST app/dns/ptr/record/save {id (0 = new), zoneId, address, target, ttl} -> data {id, status: 0}
 * - delete: POST app/dns/ptr/record/delete {ids: "1,2"}
 */
/** How a PTR record is read (dataProvider/answers.ts). */
const ptrRecord: RecordSchema<PtrRecord> = row({
    id: numberId,
    zoneId: num,
    address: text,
    host: text,
    target: text,
    ttl: num,
    status: num,
    updateTime: text,
});

export const ptrRecordsApi = defineApi<PtrRecord>({
    record: ptrRecord,
    list: { path: PTR_RECORD_PATHS.list, params: ptrRecordListBody },
    save: {
        path: PTR_RECORD_PATHS.save,
        params: (record, previous) => ({
            id: previous?.id ?? record.id ?? 0,
            zoneId: Number(record.zoneId ?? previous?.zoneId ?? 0),
            address: String(record.address ?? '').trim(),
            target: String(record.target ?? '').trim(),
            ttl: Number(record.ttl),
        }),
        result: savedRecord(ptrRecord, PTR_RECORD_PATHS.save),
    },
    delete: { path: PTR_RECORD_PATHS.delete },
});

/** No custom call (kept because the user provider spreads it). */
export const ptrRecordCalls = (_http: HttpClient) => ({});
