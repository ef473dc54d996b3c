import { list, num, numberId, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { AssignedBlock } from './blocks';
import { savedRecord } from '../../dataProvider/created';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/** A reverse zone (designed: app/dns/ptr/zone/list answers these rows). */
export interface PtrZone {
    id: number;
    /** 1.168.192.in-addr.arpa */
    zoneName: string;
    /** 192.168.1.0/24, canonical. */
    prefix: string;
    /** 4 or 6. */
    family: number;
    recordCount: number;
    createTime: string;
}

const PTR_ZONE_PATHS = {
    list: 'app/dns/ptr/zone/list',
    save: 'app/dns/ptr/zone/save',
    delete: 'app/dns/ptr/zone/delete',
    info: 'app/dns/ptr/zone/info',
} as const;

/** Designed body of POST app/dns/ptr/zone/list: {page, limit, key?} (JSON); answered as data.list + data.totalCount. */
const ptrZoneListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const key = searchText(filter.key);
    return { page, limit: perPage, ...(key ? { key } : {}) };
};

/**
 * The reverse zones (designed calls):
 * - list: POST app/dns/ptr/zone/list {page, limit, key?} -> data {list: PtrZone[], totalCount}
 * - create: POST app/dns/ptr/zone/save {prefix} -> data {id, zoneName}; refused: 反向区域已存在, the prefix rules
 * - delete: POST app/dns/ptr/zone/delete {ids: "1,2"} (its PTR records go with it)
 * - one: GET app/dns/ptr/zone/info?id= -> data: PtrZone
 */
/** How a zone is read (dataProvider/answers.ts). */
const ptrZoneRecord: RecordSchema<PtrZone> = row({ id: numberId, zoneName: text, prefix: text, family: num, recordCount: num, createTime: text });

export const ptrZonesApi = defineApi<PtrZone>({
    record: ptrZoneRecord,
    list: { path: PTR_ZONE_PATHS.list, params: ptrZoneListBody },
    one: { path: PTR_ZONE_PATHS.info, method: 'GET', params: id => ({ id }) },
    save: {
        path: PTR_ZONE_PATHS.save,
        params: zone => ({ prefix: String(zone.prefix ?? '').trim() }),
        result: savedRecord(ptrZoneRecord, PTR_ZONE_PATHS.save),
    },
    delete: { path: PTR_ZONE_PATHS.delete },
});

const BLOCKS_PATH = 'app/dns/ptr/block/list';
const readBlocks = reader(row({ list: list<AssignedBlock>(row({ block: text, remark: text })) }), BLOCKS_PATH);

export const ptrZoneCalls = (http: HttpClient) => ({
    /** designed: GET app/dns/ptr/block/list -> data {list: [{block, remark}]}: the blocks the administrator assigned to the account. */
    getAssignedBlocks: async (): Promise<AssignedBlock[]> => readBlocks((await http.get(BLOCKS_PATH)).data).list,
});
