import type { Identifier, RaRecord } from 'react-admin';
import { defineApi, pagingParams, searchText } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient } from '../../http/client';
import type { MonitorInput } from './rules';
import type { AlertCounts, Board, HistoryPoint, Monitor, MonitorLine, MonitorNode, Realtime } from './types';

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

export const monitorsApi = defineApi<MonitorRecord>({
    list: { path: MONITOR_PATHS.list, params: pagingParams },
    save: {
        path: MONITOR_PATHS.save,
        params: monitor => toMonitorInput(monitor),
        result: (json, sent) => ({ ...sent, id: Number((json.data as { id?: number } | undefined)?.id ?? sent.id) }) as MonitorRecord,
    },
    delete: { path: MONITOR_PATHS.delete, params: (ids: Identifier[]) => ({ ids: ids.join(',') }) },
});

const data = <T>(json: Envelope): T => json.data as T;
const listOf = <T>(json: Envelope): T[] => ((json.data as { list?: T[] } | undefined)?.list ?? []) as T[];

interface RangeQuery {
    startTime: string;
    endTime: string;
}

export const monitorCalls = (http: HttpClient) => ({
    setMonitorStatus: async (ids: Identifier[], enabled: boolean): Promise<void> => {
        await http.post(MONITOR_PATHS.status, { ids: ids.join(','), status: enabled ? 1 : 0 });
    },
    getMonitorBoard: async (): Promise<Board> => data<Board>(await http.get(MONITOR_PATHS.board)),
    getMonitorRealtime: async (id: Identifier): Promise<Realtime> => data<Realtime>(await http.get(MONITOR_PATHS.realtime, { id })),
    getMonitorHistory: async (id: Identifier, range: RangeQuery): Promise<HistoryPoint[]> =>
        listOf<HistoryPoint>(await http.get(MONITOR_PATHS.history, { id, ...range })),
    getMonitorAlertCounts: async (range: RangeQuery): Promise<AlertCounts> => data<AlertCounts>(await http.get(MONITOR_PATHS.alertCount, { ...range })),
    getMonitorNodes: async (): Promise<MonitorNode[]> => listOf<MonitorNode>(await http.get(MONITOR_PATHS.nodes)),
    listMonitorLines: async (page: number, limit: number): Promise<{ list: MonitorLine[]; total: number }> => {
        const json = await http.post(MONITOR_PATHS.lineList, { page, limit });
        return { list: listOf<MonitorLine>(json), total: Number((json.data as { totalCount?: number } | undefined)?.totalCount ?? 0) };
    },
    saveMonitorLine: async (line: Pick<MonitorLine, 'name' | 'content'> & { id?: number }): Promise<void> => {
        await http.post(MONITOR_PATHS.lineSave, { id: line.id ?? 0, name: line.name.trim(), content: line.content });
    },
    deleteMonitorLines: async (ids: number[]): Promise<void> => {
        await http.post(MONITOR_PATHS.lineDelete, { ids: ids.join(',') });
    },
});
