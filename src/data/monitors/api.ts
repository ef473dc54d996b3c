import type { Identifier, RaRecord } from 'react-admin';
import * as v from 'valibot';
import { bool, list, num, numberId, oneOf, optionalNum, readList, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { defineApi, pagingParams, searchText } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import type { MonitorInput } from './rules';
import {
    CHECK_TYPES,
    FREQUENCIES,
    MONITOR_STATES,
    type AlertCounts,
    type Board,
    type CheckState,
    type HistoryPoint,
    type Monitor,
    type MonitorAlert,
    type MonitorLine,
    type MonitorNode,
    type Realtime,
} from './types';

/**
 * Monitoring calls. All DESIGNED (the backend's notes name none), in the API's style; shapes in
 * docs/services-api.md "## Monitoring" and ./types.ts.
 */
const MONITOR_PATHS = {
    /** designed: POST {page, limit, status?: 'enabled'|'paused', key?} -> data {list: Monitor[], totalCount} */
    list: 'app/monitor/task/list',
    /** designed: POST MonitorInput (JSON; id absent or 0 = new) -> data {id} */
    save: 'app/monitor/task/save',
    /** designed: POST {ids: "1,2"} */
    delete: 'app/monitor/task/delete',
    /** designed: POST {ids: "1,2", status: 1 enabled | 0 paused} */
    status: 'app/monitor/task/status',
    /** designed: GET -> data {time, list: BoardItem[]} */
    board: 'app/monitor/board',
    /** designed: GET ?id= -> data Realtime */
    realtime: 'app/monitor/task/realtime',
    /** designed: GET ?id=&startTime=&endTime= -> data {list: HistoryPoint[]} */
    history: 'app/monitor/task/history',
    /** designed: GET ?startTime=&endTime= -> data AlertCounts */
    alertCount: 'app/monitor/alert/count',
    /** designed: GET -> data {list: MonitorNode[]} (default nodes, then the user's lines) */
    nodes: 'app/monitor/node/list',
    /** designed: POST {page, limit, key?} -> data {list: MonitorLine[], totalCount} */
    lineList: 'app/monitor/line/list',
    /** designed: POST {id (0 = new), name, content} -> data {id} */
    lineSave: 'app/monitor/line/save',
    /** designed: POST {ids: "1,2"}; refused while a monitor uses the line */
    lineDelete: 'app/monitor/line/delete',
} as const;

export type MonitorRecord = Monitor & RaRecord;

/** The monitor as the save call takes it (the record's host/type/value are the server's to copy). */
export const toMonitorInput = (monitor: Partial<Monitor>): MonitorInput => ({
    id: Number(monitor.id ?? 0) || undefined,
    domainId: Number(monitor.domainId ?? 0),
    recordId: Number(monitor.recordId ?? 0),
    checkType: monitor.checkType ?? 'HTTP',
    port: Number(monitor.port ?? 0),
    path: searchText(monitor.path) ?? '',
    expectStatus: Number(monitor.expectStatus ?? 200),
    frequency: monitor.frequency ?? 5,
    threshold: Number(monitor.threshold ?? 3),
    nodes: [...(monitor.nodes ?? [])],
    notifyMail: Boolean(monitor.notifyMail),
    mails: monitor.notifyMail ? (searchText(monitor.mails) ?? '') : '',
    notifySms: Boolean(monitor.notifySms),
    mobiles: monitor.notifySms ? (searchText(monitor.mobiles) ?? '') : '',
    enabled: monitor.enabled ?? true,
});

// How the answers are read (dataProvider/answers.ts).
/** A response time: null when no node measured one. */
const responseMs = v.optional(
    v.pipe(
        optionalNum,
        v.transform(value => value ?? null),
    ),
    null,
);

const monitorRecord: RecordSchema<MonitorRecord> = row({
    id: numberId,
    domainId: num,
    domain: text,
    recordId: num,
    host: text,
    recordType: text,
    value: text,
    checkType: oneOf(CHECK_TYPES, 'HTTP'),
    port: num,
    path: text,
    expectStatus: num,
    frequency: oneOf(FREQUENCIES, 5),
    threshold: num,
    nodes: list(text),
    notifyMail: bool,
    mails: text,
    notifySms: bool,
    mobiles: text,
    enabled: bool,
    createTime: text,
});

/** An unknown state shows as paused: neither an alarm nor an all-clear. */
const state = oneOf(MONITOR_STATES, 'paused');

const board: RecordSchema<Board> = row({
    time: text,
    list: list(row({ id: numberId, name: text, checkType: oneOf(CHECK_TYPES, 'HTTP'), state, lastCheck: text, responseMs, availability: num })),
});

/** The monitor the page is about is required: without it the answer is unreadable. */
const realtime: RecordSchema<Realtime> = row({
    monitor: monitorRecord,
    state,
    checks: list(row({ node: text, nodeName: text, state: oneOf<CheckState>(['up', 'down'], 'down'), responseMs, time: text })),
    series: list(row({ time: text, responseMs })),
    alerts: list(row({ time: text, kind: oneOf<MonitorAlert['kind']>(['down', 'recovered'], 'down'), minutes: optionalNum })),
});

const history: RecordSchema<HistoryPoint[]> = v.pipe(
    row({ list: list(row({ time: text, availability: num, responseMs })) }),
    v.transform(data => data.list),
);

const alertCounts: RecordSchema<AlertCounts> = row({
    total: num,
    days: list(row({ time: text, count: num })),
    monitors: list(row({ id: numberId, name: text, count: num })),
});

const nodes: RecordSchema<MonitorNode[]> = v.pipe(
    row({ list: list(row({ id: v.pipe(text, v.nonEmpty()), name: text, custom: bool })) }),
    v.transform(data => data.list),
);

const monitorLine: RecordSchema<MonitorLine> = row({ id: numberId, name: text, content: text, createTime: text });

export const monitorsApi = defineApi<MonitorRecord>({
    record: monitorRecord,
    list: { path: MONITOR_PATHS.list, params: pagingParams },
    save: {
        path: MONITOR_PATHS.save,
        params: monitor => toMonitorInput(monitor),
        result: savedRecord(monitorRecord, MONITOR_PATHS.save),
    },
    delete: { path: MONITOR_PATHS.delete, params: (ids: Identifier[]) => ({ ids: ids.join(',') }) },
});

interface RangeQuery {
    startTime: string;
    endTime: string;
}

export const monitorCalls = (http: HttpClient) => ({
    setMonitorStatus: async (ids: Identifier[], enabled: boolean): Promise<void> => {
        await http.post(MONITOR_PATHS.status, { ids: ids.join(','), status: enabled ? 1 : 0 });
    },
    getMonitorBoard: async (): Promise<Board> => reader(board, MONITOR_PATHS.board)((await http.get(MONITOR_PATHS.board)).data),
    getMonitorRealtime: async (id: Identifier): Promise<Realtime> =>
        reader(realtime, MONITOR_PATHS.realtime)((await http.get(MONITOR_PATHS.realtime, { id })).data),
    getMonitorHistory: async (id: Identifier, range: RangeQuery): Promise<HistoryPoint[]> =>
        reader(history, MONITOR_PATHS.history)((await http.get(MONITOR_PATHS.history, { id, ...range })).data),
    getMonitorAlertCounts: async (range: RangeQuery): Promise<AlertCounts> =>
        reader(alertCounts, MONITOR_PATHS.alertCount)((await http.get(MONITOR_PATHS.alertCount, { ...range })).data),
    getMonitorNodes: async (): Promise<MonitorNode[]> => reader(nodes, MONITOR_PATHS.nodes)((await http.get(MONITOR_PATHS.nodes)).data),
    listMonitorLines: async (page: number, limit: number): Promise<{ list: MonitorLine[]; total: number }> =>
        readList(monitorLine, await http.post(MONITOR_PATHS.lineList, { page, limit }), MONITOR_PATHS.lineList),
    saveMonitorLine: async (line: Pick<MonitorLine, 'name' | 'content'> & { id?: number }): Promise<void> => {
        await http.post(MONITOR_PATHS.lineSave, { id: line.id ?? 0, name: line.name.trim(), content: line.content });
    },
    deleteMonitorLines: async (ids: number[]): Promise<void> => {
        await http.post(MONITOR_PATHS.lineDelete, { ids: ids.join(',') });
    },
});
