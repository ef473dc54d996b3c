import type { HttpClient } from '../../http/client';
import { num, object, text } from './read';

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

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The answers' readers, exported for the tests: missing or odd fields read as zero or empty. */
export const readFigures = (data: unknown): AdminFigures => {
    const d = object(data);
    return {
        users: num(d.userCount),
        usersToday: num(d.userToday),
        domains: num(d.domainCount),
        records: num(d.recordCount),
        queriesToday: num(d.queryToday),
        orders: num(d.orderCount),
        ordersToday: num(d.orderToday),
        income: Math.round(num(d.incomeTotal)),
        incomeToday: Math.round(num(d.incomeToday)),
    };
};

export const readSystemInfo = (data: unknown): SystemInfo => {
    const d = object(data);
    const services = Array.isArray(d.services) ? d.services.map(object) : [];
    return {
        version: text(d.version),
        startTime: text(d.startTime),
        uptimeSeconds: num(d.uptime),
        nodesOnline: num(d.nodesOnline),
        nodesTotal: num(d.nodesTotal),
        services: services.map(s => ({ name: text(s.name), state: oneOf(SERVICE_STATES, s.status, 'stopped') })),
    };
};

const readChart = (data: unknown): ChartPoint[] => {
    const list = object(data).list;
    return Array.isArray(list) ? list.map(object).map(point => ({ time: text(point.time), value: num(point.value) })) : [];
};

const readVersion = (data: unknown): VersionData => {
    const d = object(data);
    return {
        currentVersion: text(d.currentVersion),
        latestVersion: text(d.latestVersion),
        releaseDate: text(d.releaseDate),
        releaseNotes: text(d.releaseNotes),
    };
};

export const readUpdateStatus = (data: unknown): UpdateStatus => {
    const d = object(data);
    return {
        state: oneOf(UPDATE_STATES, d.state, 'idle'),
        progress: Math.min(100, Math.max(0, num(d.progress))),
        step: oneOf<UpdateStep | ''>(UPDATE_STEPS, d.step, ''),
        fromVersion: text(d.fromVersion),
        toVersion: text(d.toVersion),
        message: text(d.message),
    };
};

/** The admin dashboard's calls, spread into the admin dataProvider. */
export const adminOverviewCalls = (http: HttpClient) => ({
    /** known path, designed answer: data {userCount, userToday, domainCount, recordCount, queryToday, orderCount, orderToday, incomeTotal, incomeToday (cents)}. */
    getAdminFigures: async (): Promise<AdminFigures> => readFigures((await http.get('sys_common/index')).data),
    /** known path, designed answer: data {version, startTime, uptime (s), nodesOnline, nodesTotal, services [{name, status running|degraded|stopped}]}. */
    getSystemInfo: async (): Promise<SystemInfo> => readSystemInfo((await http.get('sys/common/index')).data),
    /** known path, designed query ?type=query|traffic&range=today|7d|30d and answer data {list [{time, value}]} (hourly for today, daily otherwise). */
    getAdminChart: async (type: ChartType, range: ChartRange): Promise<ChartPoint[]> =>
        readChart((await http.get('sys/dns/GetIndexChartData', { type, range })).data),
    /** known path, designed answer: data {currentVersion, latestVersion, releaseDate, releaseNotes}. */
    getVersionData: async (): Promise<VersionData> => readVersion((await http.get('sys/dns/GetVersionData')).data),
    /** known path, designed: starts the update to the latest version; a refusal (already running, up to date) has a msg. */
    startVersionUpdate: async (): Promise<void> => {
        await http.get('sys/dns/version/update');
    },
    /** known path, designed answer: data {state idle|running|done|failed, progress 0-100, step, fromVersion, toVersion, message}. */
    getUpdateStatus: async (): Promise<UpdateStatus> => readUpdateStatus((await http.get('sys/dns/GetUpdateStatus')).data),
});
