import { describe, expect, it } from 'vitest';
import { alertsBetween, availability, isUnreachable, stateAt, stoppedAt } from './monitoringSim';
import { setMonitorEnabled } from './monitoringData';
import type { DemoMonitor } from './monitoring';
import { formatDateTime } from '../time';

const base = {
    id: 7,
    value: '1.2.3.4',
    frequency: 1 as const,
    threshold: 2,
    nodes: ['bj-telecom', 'sh-unicom'],
    enabled: true,
    createTime: '2020-01-01 00:00:00',
};

describe('demo monitoring over time', () => {
    const day = Date.UTC(2026, 0, 1);
    it('is deterministic and changes over a day', () => {
        const states = Array.from({ length: 24 * 12 }, (_, index) => stateAt(base, day + index * 5 * 60_000));
        expect(states).toEqual(Array.from({ length: 24 * 12 }, (_, index) => stateAt(base, day + index * 5 * 60_000)));
        expect(new Set(states).size).toBeGreaterThan(1);
        expect(states).toContain('up');
    });
    it('a private address always fails; a paused monitor is paused', () => {
        expect(isUnreachable('10.0.3.4')).toBe(true);
        expect(stateAt({ ...base, value: '10.0.3.4' }, day)).toBe('down');
        expect(availability({ id: 1, value: '10.0.3.4' }, day, day + 3_600_000)).toBe(0);
        expect(stateAt({ ...base, enabled: false }, day)).toBe('paused');
    });
    it('availability and alerts agree: a week with outages has alerts and is below 100%', () => {
        const week = 7 * 86_400_000;
        const share = availability(base, day, day + week);
        const alerts = alertsBetween(base, day, day + week);
        expect(share).toBeLessThan(100);
        expect(share).toBeGreaterThan(90);
        expect(alerts.filter(alert => alert.kind === 'down').length).toBeGreaterThan(0);
    });
    it('a paused monitor keeps the history before its pause and has none after it', () => {
        const week = 7 * 86_400_000;
        const pausedAt = formatDateTime(new Date(day + 3 * 86_400_000));
        const paused = { ...base, enabled: false, pausedAt };
        const before = alertsBetween(base, day, day + 3 * 86_400_000);
        expect(before.length).toBeGreaterThan(0);
        expect(alertsBetween(paused, day, day + week)).toEqual(before);
        expect(alertsBetween(paused, day + 3 * 86_400_000, day + week)).toEqual([]);
        expect(stoppedAt(paused)).toBe(day + 3 * 86_400_000);
        expect(stoppedAt(base)).toBe(Infinity);
    });
    it('pausing notes the time once; resuming forgets it', () => {
        const monitor = { ...base, userId: 1, enabled: true } as DemoMonitor;
        setMonitorEnabled(monitor, false, new Date(day));
        expect(monitor).toMatchObject({ enabled: false, pausedAt: formatDateTime(new Date(day)) });
        setMonitorEnabled(monitor, false, new Date(day + 60_000));
        expect(monitor.pausedAt).toBe(formatDateTime(new Date(day)));
        setMonitorEnabled(monitor, true, new Date(day + 120_000));
        expect(monitor.enabled).toBe(true);
        expect(monitor.pausedAt).toBeUndefined();
    });
});
