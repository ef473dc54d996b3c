import * as v from 'valibot';
import { list, num, oneOf, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/** The platform's figures (GET sys_common/index). Income in integer cents. */
export interface AdminFigures {
    users: number;
    usersToday: number;
    domains: number;
    records: number;
    queriesToday: number;
    orders: number;
    ordersToday: number;
    /** Cents. */
    income: number;
    /** Cents. */
    incomeToday: number;
}

export type ServiceState = 'running' | 'degraded' | 'stopped';

/** The system's state (GET sys/common/index). */
interface SystemInfo {
    version: string;
    /** When the services started ("YYYY-MM-DD HH:mm:ss"). */
    startTime: string;
    uptimeSeconds: number;
    nodesOnline: number;
    nodesTotal: number;
    services: { name: string; state: ServiceState }[];
}

export const CHART_TYPES = ['query', 'traffic'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_RANGES = ['today', '7d', '30d'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** One point of a chart: hourly "YYYY-MM-DD HH:mm" or daily "YYYY-MM-DD"; queries are counts, traffic bytes. */
interface ChartPoint {
    time: string;
    value: number;
}

interface VersionData {
    currentVersion: string;
    latestVersion: string;
    releaseDate: string;
    releaseNotes: string;
}

export const UPDATE_STEPS = ['download', 'verify', 'install', 'restart'] as const;
export type UpdateStep = (typeof UPDATE_STEPS)[number];
export type UpdateState = 'idle' | 'running' | 'done' | 'failed';

export interface UpdateStatus {
    state: UpdateState;
    /** 0-100. */
    progress: number;
    step: UpdateStep | '';
    fromVersion: string;
    toVersion: string;
    /** Why it failed. */
    message: string;
}

const SERVICE_STATES: readonly ServiceState[] = ['running', 'degraded', 'stopped'];
const UPDATE_STATES: readonly UpdateState[] = ['idle', 'running', 'done', 'failed'];

const PATHS = {
    figures: 'sys_common/index',
    system: 'sys/common/index',
    chart: 'sys/dns/GetIndexChartData',
    version: 'sys/dns/GetVersionData',
    update: 'sys/dns/version/update',
    status: 'sys/dns/GetUpdateStatus',
} as const;

const figures: RecordSchema<AdminFigures> = v.pipe(
    row({
        userCount: num,
        userToday: num,
        domainCount: num,
        recordCount: num,
        queryToday: num,
        orderCount: num,
        orderToday: num,
        incomeTotal: num,
        incomeToday: num,
    }),
    v.transform(d => ({
        users: d.userCount,
        usersToday: d.userToday,
        domains: d.domainCount,
        records: d.recordCount,
        queriesToday: d.queryToday,
        orders: d.orderCount,
        ordersToday: d.orderToday,
        income: Math.round(d.incomeTotal),
        incomeToday: Math.round(d.incomeToday),
    })),
);

const systemInfo: RecordSchema<SystemInfo> = v.pipe(
    row({
        version: text,
        startTime: text,
        uptime: num,
        nodesOnline: num,
        nodesTotal: num,
        services: list(row({ name: text, status: oneOf(SERVICE_STATES, 'stopped') })),
    }),
    v.transform(d => ({
        version: d.version,
        startTime: d.startTime,
        uptimeSeconds: d.uptime,
        nodesOnline: d.nodesOnline,
        nodesTotal: d.nodesTotal,
        services: d.services.map(service => ({ name: service.name, state: service.status })),
    })),
);

const chart: RecordSchema<ChartPoint[]> = v.pipe(
    row({ list: list(row({ time: text, value: num })) }),
    v.transform(d => d.list.map(({ time, value }) => ({ time, value }))),
);

const version: RecordSchema<VersionData> = row({ currentVersion: text, latestVersion: text, releaseDate: text, releaseNotes: text });

const updateStatus: RecordSchema<UpdateStatus> = v.pipe(
    row({
        state: oneOf(UPDATE_STATES, 'idle'),
        progress: num,
        step: oneOf<UpdateStep | ''>(['', ...UPDATE_STEPS], ''),
        fromVersion: text,
        toVersion: text,
        message: text,
    }),
    v.transform(({ state, progress, step, fromVersion, toVersion, message }) => ({
        state,
        progress: Math.min(100, Math.max(0, progress)),
        step,
        fromVersion,
        toVersion,
        message,
    })),
);

// The answers' readers, exported for the tests: a missing `data` reads as all empty, an odd field as zero or empty.
export const readFigures = reader(figures, PATHS.figures);
export const readSystemInfo = reader(systemInfo, PATHS.system);
const readChart = reader(chart, PATHS.chart);
const readVersion = reader(version, PATHS.version);
export const readUpdateStatus = reader(updateStatus, PATHS.status);

/** The admin dashboard's calls, spread into the admin dataProvider. */
export const adminOverviewCalls = (http: HttpClient) => ({
    /** known path, designed answer: data {userCount, userToday, domainCount, recordCount, queryToday, orderCount, orderToday, incomeTotal, incomeToday (cents)}. */
    getAdminFigures: async (): Promise<AdminFigures> => readFigures((await http.get(PATHS.figures)).data),
    /** known path, designed answer: data {version, startTime, uptime (s), nodesOnline, nodesTotal, services [{name, status running|degraded|stopped}]}. */
    getSystemInfo: async (): Promise<SystemInfo> => readSystemInfo((await http.get(PATHS.system)).data),
    /** known path, designed query ?type=query|traffic&range=today|7d|30d and answer data {list [{time, value}]} (hourly for today, daily otherwise). */
    getAdminChart: async (type: ChartType, range: ChartRange): Promise<ChartPoint[]> => readChart((await http.get(PATHS.chart, { type, range })).data),
    /** known path, designed answer: data {currentVersion, latestVersion, releaseDate, releaseNotes}. */
    getVersionData: async (): Promise<VersionData> => readVersion((await http.get(PATHS.version)).data),
    /** known path, designed: starts the update to the latest version; a refusal (already running, up to date) has a msg. */
    startVersionUpdate: async (): Promise<void> => {
        await http.get(PATHS.update);
    },
    /** known path, designed answer: data {state idle|running|done|failed, progress 0-100, step, fromVersion, toVersion, message}. */
    getUpdateStatus: async (): Promise<UpdateStatus> => readUpdateStatus((await http.get(PATHS.status)).data),
});
