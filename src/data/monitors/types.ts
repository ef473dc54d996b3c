/**
 * Monitoring: the shapes the designed calls answer (docs/services-api.md "## Monitoring").
 * Shared by the screens and the demo backend.
 */

/** How a monitor checks its record. */
export const CHECK_TYPES = ['HTTP', 'HTTPS', 'TCP', 'PING'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/** Minutes between two checks. */
export const FREQUENCIES = [1, 5, 10, 30] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Failures in a row before an alert. */
export const THRESHOLD_RANGE = { min: 1, max: 10 } as const;

/** What the board says of a monitor. */
export const MONITOR_STATES = ['up', 'degraded', 'down', 'paused'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

/** One check result: a node's own outcome (no paused). */
export type CheckState = 'up' | 'down';

/** The monitoring nodes every user has; custom lines are added as `line:<id>`. */
export const DEFAULT_NODES = ['bj-telecom', 'sh-unicom', 'gz-mobile', 'cd-telecom', 'hk-bgp'] as const;
export const customNodeId = (lineId: number): string => `line:${lineId}`;

/** A monitor as app/monitor/task/list answers it. */
export interface Monitor {
    id: number;
    domainId: number;
    domain: string;
    recordId: number;
    /** The record's host, type and value, copied when the monitor was saved. */
    host: string;
    recordType: string;
    value: string;
    checkType: CheckType;
    port: number;
    /** HTTP(S) only. */
    path: string;
    /** HTTP(S) only: the status that counts as up. */
    expectStatus: number;
    frequency: Frequency;
    threshold: number;
    /** Node ids: DEFAULT_NODES and `line:<id>`. */
    nodes: string[];
    notifyMail: boolean;
    /** Comma-separated addresses. */
    mails: string;
    notifySms: boolean;
    mobiles: string;
    enabled: boolean;
    createTime: string;
}

/** A node a monitor can check from (GET app/monitor/node/list). */
export interface MonitorNode {
    id: string;
    /** A default node's name is a key (monitors.nodes.<id>), a custom line's its own name. */
    name: string;
    custom: boolean;
}

/** A user's monitoring line (app/monitor/line/*): a name and IP ranges, one "a-b" per line. */
export interface MonitorLine {
    id: number;
    name: string;
    content: string;
    createTime: string;
}

/** One monitor on the live board (GET app/monitor/board). */
export interface BoardItem {
    id: number;
    name: string;
    checkType: CheckType;
    state: MonitorState;
    /** '' when never checked (paused since creation). */
    lastCheck: string;
    /** Average over the nodes that answered; null when none did. */
    responseMs: number | null;
    /** Last 24 hours, 0..100 with 2 decimals. */
    availability: number;
}

export interface Board {
    time: string;
    list: BoardItem[];
}

export interface NodeCheck {
    node: string;
    nodeName: string;
    state: CheckState;
    responseMs: number | null;
    time: string;
}

export interface MonitorAlert {
    time: string;
    kind: 'down' | 'recovered';
    /** Minutes the outage lasted (recovered only). */
    minutes?: number;
}

/** GET app/monitor/task/realtime?id= */
export interface Realtime {
    monitor: Monitor;
    state: MonitorState;
    checks: NodeCheck[];
    /** The last 6 hours, one point per 10 minutes. */
    series: Array<{ time: string; responseMs: number | null }>;
    alerts: MonitorAlert[];
}

/** GET app/monitor/task/history: hourly for up to 2 days, daily beyond. */
export interface HistoryPoint {
    time: string;
    availability: number;
    responseMs: number | null;
}

/** GET app/monitor/alert/count */
export interface AlertCounts {
    total: number;
    days: Array<{ time: string; count: number }>;
    monitors: Array<{ id: number; name: string; count: number }>;
}

/** How a monitor is named on screens: its record's full name and type. */
export const monitorName = (monitor: Pick<Monitor, 'host' | 'domain'>): string =>
    monitor.host === '@' || monitor.host === '' ? monitor.domain : `${monitor.host}.${monitor.domain}`;
