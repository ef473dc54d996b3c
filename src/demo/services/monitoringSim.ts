import { createRng, hashText } from '../prng';
import { formatDateTime, parseDateTime } from '../time';
import type { CheckState, Monitor, MonitorAlert, MonitorState } from '../../data/monitors/types';

/**
 * What the demo's monitors see, derived from the clock alone (deterministic for a given time):
 * - each monitor has at most one outage window per hour (about one hour in eight), during which every node fails;
 * - a record whose value is a private address (10/8, 172.16/12, 192.168/16, 127/8) always fails: no public node reaches it;
 * - besides, a node fails a single check now and then (the monitor is then degraded);
 * - response times: a base per node plus noise, slower around an outage.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;

type Sim = Pick<Monitor, 'id' | 'value' | 'frequency' | 'threshold' | 'nodes' | 'enabled' | 'createTime'> & { pausedAt?: string };

export const isUnreachable = (value: string): boolean => /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(value.trim());

/** The outage window of an hour: [start, end) in epoch ms, or undefined. */
const outageOf = (monitorId: number, hour: number): { start: number; end: number } | undefined => {
    const rng = createRng(hashText(`outage:${monitorId}:${hour}`));
    if (!rng.chance(0.125)) return undefined;
    const startMinute = rng.int(0, 50);
    const minutes = rng.int(3, Math.min(25, 60 - startMinute));
    const start = hour * HOUR + startMinute * MINUTE;
    return { start, end: start + minutes * MINUTE };
};

const isOutage = (monitor: Pick<Sim, 'id' | 'value'>, at: number): boolean => {
    if (isUnreachable(monitor.value)) return true;
    const window = outageOf(monitor.id, Math.floor(at / HOUR));
    return !!window && at >= window.start && at < window.end;
};

/** The time of the latest check at or before `at` (checks run every `frequency` minutes). */
export const lastCheckAt = (frequency: number, at: number): number => Math.floor(at / (frequency * MINUTE)) * frequency * MINUTE;

/** One node's check at a check time. */
export const checkAt = (monitor: Sim, node: string, at: number): { state: CheckState; responseMs: number | null } => {
    if (isOutage(monitor, at)) return { state: 'down', responseMs: null };
    const rng = createRng(hashText(`check:${monitor.id}:${node}:${at}`));
    if (rng.chance(0.04)) return { state: 'down', responseMs: null };
    const base = 18 + (hashText(node) % 60);
    const nearOutage = isOutage(monitor, at + 10 * MINUTE) || isOutage(monitor, at - 10 * MINUTE);
    return { state: 'up', responseMs: Math.round(base + rng.next() * 25 + (nearOutage ? 120 + rng.next() * 200 : 0)) };
};

export const createdAt = (monitor: Pick<Sim, 'createTime'>): number => parseDateTime(monitor.createTime);

/** When the monitor stopped checking: its pause time while paused (its creation when the time is unknown), else never. */
export const stoppedAt = (monitor: Pick<Sim, 'enabled' | 'pausedAt' | 'createTime'>): number => {
    if (monitor.enabled) return Infinity;
    const paused = monitor.pausedAt ? parseDateTime(monitor.pausedAt) : NaN;
    return Number.isNaN(paused) ? createdAt(monitor) : paused;
};

/** The monitor's state at `at`: paused, up, degraded (some nodes failed the latest check) or down (all failed `threshold` checks in a row). */
export const stateAt = (monitor: Sim, at: number): MonitorState => {
    if (!monitor.enabled) return 'paused';
    const last = lastCheckAt(monitor.frequency, at);
    const failing = monitor.nodes.filter(node => checkAt(monitor, node, last).state === 'down').length;
    if (failing === 0) return 'up';
    if (failing < monitor.nodes.length) return 'degraded';
    for (let index = 1; index < monitor.threshold; index++) {
        if (!isOutage(monitor, last - index * monitor.frequency * MINUTE)) return 'degraded';
    }
    return 'down';
};

/** Share of [from, to) outside outage windows, 0..100 with 2 decimals (node noise left out: it is not an outage). */
export const availability = (monitor: Pick<Sim, 'id' | 'value'>, from: number, to: number): number => {
    if (to <= from) return 100;
    if (isUnreachable(monitor.value)) return 0;
    let down = 0;
    for (let hour = Math.floor(from / HOUR); hour * HOUR < to; hour++) {
        const window = outageOf(monitor.id, hour);
        if (window) down += Math.max(0, Math.min(window.end, to) - Math.max(window.start, from));
    }
    return Math.round((1 - down / (to - from)) * 10_000) / 100;
};

/** Average response over a span, sampled at up to `samples` check times; null when every sample failed. */
export const averageResponse = (monitor: Sim, from: number, to: number, samples = 12): number | null => {
    const values: number[] = [];
    const step = Math.max(MINUTE, Math.floor((to - from) / samples));
    for (let at = from; at < to; at += step) {
        const node = monitor.nodes[values.length % Math.max(1, monitor.nodes.length)] ?? 'bj-telecom';
        const check = checkAt(monitor, node, lastCheckAt(monitor.frequency, at));
        if (check.responseMs !== null) values.push(check.responseMs);
    }
    return values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
};

/**
 * The alerts of [from, to): an outage long enough to fail `threshold` checks in a row raises "down" at the check
 * that reaches the threshold, and "recovered" when it ends. An unreachable record alerts once, when created.
 */
export const alertsBetween = (monitor: Sim, from: number, to: number): MonitorAlert[] => {
    const created = createdAt(monitor);
    const start = Math.max(from, created);
    // a paused monitor keeps the alerts raised before its pause
    const end = Math.min(to, stoppedAt(monitor));
    if (end <= start) return [];
    if (isUnreachable(monitor.value)) return created >= from && created < end ? [{ time: formatDateTime(new Date(created)), kind: 'down' }] : [];
    const alerts: MonitorAlert[] = [];
    const span = monitor.frequency * MINUTE;
    for (let hour = Math.floor(start / HOUR); hour * HOUR < end; hour++) {
        const window = outageOf(monitor.id, hour);
        if (!window) continue;
        const firstCheck = Math.ceil(window.start / span) * span;
        const failedChecks = firstCheck < window.end ? Math.ceil((window.end - firstCheck) / span) : 0;
        if (failedChecks < monitor.threshold) continue;
        const raised = firstCheck + (monitor.threshold - 1) * span;
        if (raised >= start && raised < end) alerts.push({ time: formatDateTime(new Date(raised)), kind: 'down' });
        const recovered = Math.ceil(window.end / span) * span;
        if (recovered >= start && recovered < end) {
            alerts.push({ time: formatDateTime(new Date(recovered)), kind: 'recovered', minutes: Math.round((window.end - window.start) / MINUTE) });
        }
    }
    return alerts;
};
