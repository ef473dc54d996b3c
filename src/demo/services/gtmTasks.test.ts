import { describe, expect, it } from 'vitest';
import { GTM_SLOT_MS, gtmHistoryAt, gtmTimeline, settleGtmTask, type DemoGtmTask } from './gtmTasks';

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1);

const task = (over: Partial<DemoGtmTask> = {}): DemoGtmTask => ({
    id: 1,
    userId: 1,
    domainId: 1,
    domain: 'example.com',
    host: 'www',
    type: 'A',
    primary: ['1.1.1.1'],
    backup: ['2.2.2.2'],
    checkType: 'HTTP',
    port: 80,
    path: '/',
    frequency: 60,
    failures: 3,
    switchBack: true,
    recoveries: 3,
    enabled: true,
    since: start,
    sinceState: 0,
    log: [],
    createTime: '',
    ...over,
});

describe('the demo scheduling timeline', () => {
    it('is deterministic for a task and a moment, and alternates primary -> backup -> primary', () => {
        const a = gtmTimeline(task(), start + 3 * DAY);
        expect(gtmTimeline(task(), start + 3 * DAY)).toEqual(a);
        expect(a.events.length).toBeGreaterThan(0);
        let state = 0;
        for (const event of a.events) {
            expect(event.from).toBe(state);
            expect(event.to).toBe(1 - state);
            state = event.to;
        }
        expect(a.state).toBe(state);
        expect(a.events[0].reason).toMatch(/^主用地址 1\.1\.1\.1 连续 3 次 HTTP 80 检查失败/);
    });

    it('only grows with time: an earlier moment sees a prefix of the switches', () => {
        const later = gtmTimeline(task(), start + 3 * DAY).events;
        const earlier = gtmTimeline(task(), start + 1.5 * DAY).events;
        expect(later.slice(0, earlier.length)).toEqual(earlier);
    });

    it('stays on backup without switch-back, and has nothing while paused', () => {
        const stuck = gtmTimeline(task({ switchBack: false }), start + 3 * DAY);
        expect(stuck.events.length).toBeLessThanOrEqual(1);
        expect(gtmTimeline(task({ enabled: false }), start + 3 * DAY)).toEqual({ events: [], state: 2 });
    });

    it('settling keeps the switches in the log and continues from the state reached', () => {
        const t = task();
        const at = start + 2 * DAY + GTM_SLOT_MS / 2;
        const before = gtmHistoryAt(t, start + 3 * DAY);
        const state = settleGtmTask(t, at);
        expect(t.since).toBe(at);
        expect(t.sinceState).toBe(state);
        const after = gtmHistoryAt(t, start + 3 * DAY);
        expect(after.events).toEqual(before.events);
        expect(after.state).toBe(before.state);
        expect(after.lastSwitchTime).toBe(before.lastSwitchTime);
    });
});
