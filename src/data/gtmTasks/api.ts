import type { Identifier } from 'react-admin';
import { num, numberId, oneOf, readList, row, text, textList, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/** The record types a task can switch. */
export const GTM_TYPES = ['A', 'AAAA', 'CNAME'] as const;
export type GtmType = (typeof GTM_TYPES)[number];

/** How the primary pool is checked. */
export const GTM_CHECKS = ['HTTP', 'HTTPS', 'TCP', 'PING'] as const;
type GtmCheck = (typeof GTM_CHECKS)[number];

/** Where a task's record points: the primary pool, the backup pool, or nowhere new (paused). */
export const GTM_STATE = { primary: 0, backup: 1, paused: 2 } as const;

/** A scheduling task (designed: app/dns/gtm/task/list and info answer these). */
export interface GtmTask {
    id: number;
    domainId: number;
    domain: string;
    /** 主机记录: www, @... */
    host: string;
    type: GtmType;
    /** Values of the primary and the backup pool (addresses for A/AAAA, one host name for CNAME). */
    primary: string[];
    backup: string[];
    checkType: GtmCheck;
    port: number;
    /** HTTP(S) only: the path asked for, starting with "/". */
    path: string;
    /** Seconds between checks. */
    frequency: number;
    /** Failures in a row before switching to the backup pool. */
    failures: number;
    /** 1: switch back when the primary recovers, after `recoveries` successes in a row. */
    switchBack: number;
    recoveries: number;
    /** 1 on, 0 paused. */
    enabled: number;
    /** GTM_STATE. */
    state: number;
    /** '' when it never switched. */
    lastSwitchTime: string;
    createTime: string;
}

/** A switch in a task's history (designed: app/dns/gtm/task/history). `from`/`to` are GTM_STATE values. */
interface GtmSwitch {
    id: number;
    time: string;
    from: number;
    to: number;
    reason: string;
}

const GTM_PATHS = {
    list: 'app/dns/gtm/task/list',
    info: 'app/dns/gtm/task/info',
    save: 'app/dns/gtm/task/save',
    delete: 'app/dns/gtm/task/delete',
    status: 'app/dns/gtm/task/status',
    history: 'app/dns/gtm/task/history',
} as const;

/** Designed body of POST app/dns/gtm/task/list: {page, limit, key?} (JSON; key matches the domain, host or a pool value). */
const gtmListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const key = searchText(filter.key);
    return { page, limit: perPage, ...(key ? { key } : {}) };
};

/** The save body: every rule field, numbers as numbers, pools as arrays of trimmed values (JSON). */
export const gtmSaveBody = (task: Partial<GtmTask>, previous?: GtmTask): Params => ({
    id: previous?.id ?? task.id ?? 0,
    domainId: Number(task.domainId ?? 0),
    host: String(task.host ?? '').trim() || '@',
    type: task.type,
    primary: (task.primary ?? []).map(value => value.trim()).filter(Boolean),
    backup: (task.backup ?? []).map(value => value.trim()).filter(Boolean),
    checkType: task.checkType,
    port: Number(task.port),
    path: task.checkType === 'HTTP' || task.checkType === 'HTTPS' ? String(task.path ?? '/').trim() : '',
    frequency: Number(task.frequency),
    failures: Number(task.failures),
    switchBack: task.switchBack ? 1 : 0,
    recoveries: Number(task.recoveries),
    enabled: task.enabled ? 1 : 0,
});

/**
 * The scheduling tasks (designed calls, documented in docs/services-api.md "Scheduling"):
 * - list: POST app/dns/gtm/task/list {page, limit, key?} -> data {list: GtmTask[], totalCount}
 * - one: GET app/dns/gtm/task/info?id= -> data: GtmTask
 * - save: POST app/dns/gtm/task/save (gtmSaveBody) -> data {id}
 * - delete: POST app/dns/gtm/task/delete {ids: "1,2"}
 */
// How the answers are read (dataProvider/answers.ts).
const gtmTaskRecord: RecordSchema<GtmTask> = row({
    id: numberId,
    domainId: num,
    domain: text,
    host: text,
    type: oneOf(GTM_TYPES, 'A'),
    primary: textList,
    backup: textList,
    checkType: oneOf(GTM_CHECKS, 'HTTP'),
    port: num,
    path: text,
    frequency: num,
    failures: num,
    switchBack: num,
    recoveries: num,
    enabled: num,
    state: num,
    lastSwitchTime: text,
    createTime: text,
});
const gtmSwitch: RecordSchema<GtmSwitch> = row({ id: numberId, time: text, from: num, to: num, reason: text });

export const gtmTasksApi = defineApi<GtmTask>({
    record: gtmTaskRecord,
    list: { path: GTM_PATHS.list, params: gtmListBody },
    one: { path: GTM_PATHS.info, method: 'GET', params: id => ({ id }) },
    save: {
        path: GTM_PATHS.save,
        params: gtmSaveBody,
        result: savedRecord(gtmTaskRecord, GTM_PATHS.save),
    },
    delete: { path: GTM_PATHS.delete },
});

/** The calls that are not CRUD: pause or resume a task, and read its switches. */
export const gtmTaskCalls = (http: HttpClient) => ({
    /** POST app/dns/gtm/task/status {id, enabled: 0/1} (designed). */
    setGtmTaskEnabled: async (id: Identifier, enabled: boolean): Promise<void> => {
        await http.post(GTM_PATHS.status, { id, enabled: enabled ? 1 : 0 });
    },
    /** POST app/dns/gtm/task/history {id, page, limit} -> data {list: GtmSwitch[], totalCount}, newest first (designed). */
    getGtmHistory: async (id: Identifier, page: number, limit: number): Promise<{ data: GtmSwitch[]; total: number }> => {
        const { list: data, total } = readList(gtmSwitch, await http.post(GTM_PATHS.history, { id, page, limit }), GTM_PATHS.history);
        return { data, total };
    },
});
