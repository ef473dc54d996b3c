import { createRng, hashText } from '../prng';
import { formatDateTime } from '../time';

/** States as the wire names them (GTM_STATE): 0 on primary, 1 on backup, 2 paused. */
export type GtmStateValue = 0 | 1 | 2;

/** A switch that happened (frozen in the task's log, or generated from the clock). */
interface DemoGtmEvent {
    at: number;
    from: GtmStateValue;
    to: GtmStateValue;
    reason: string;
}

/** A scheduling task. Its switches since `since` are generated from the clock (gtmTimeline), so they need no timer. */
export interface DemoGtmTask {
    id: number;
    userId: number;
    domainId: number;
    domain: string;
    host: string;
    type: 'A' | 'AAAA' | 'CNAME';
    primary: string[];
    backup: string[];
    checkType: 'HTTP' | 'HTTPS' | 'TCP' | 'PING';
    port: number;
    path: string;
    frequency: number;
    failures: number;
    switchBack: boolean;
    recoveries: number;
    enabled: boolean;
    /** Epoch ms where the generated timeline starts, in `sinceState`. */
    since: number;
    sinceState: GtmStateValue;
    /** Switches before `since` (pauses, resumes, and what the timeline had generated), oldest first, at most LOG_MAX. */
    log: DemoGtmEvent[];
    createTime: string;
}

/** The demo's scheduling state (db.gtm). `seeded`: the users who got their sample tasks (on their first list). */
export interface DemoGtmState {
    tasks: DemoGtmTask[];
    seeded: number[];
}

export const seedGtm = (_at: Date): DemoGtmState => ({ tasks: [], seeded: [] });

/** One slot of the timeline: in each, a task on primary may fail over, one on backup may recover. */
export const GTM_SLOT_MS = 10 * 60_000;
/** The generated timeline looks back at most this far (older slots are taken as quiet). */
const LOOKBACK_MS = 3 * 86_400_000;
const LOG_MAX = 100;
const FAILOVER_CHANCE = 0.02;
const RECOVERY_CHANCE = 0.4;
const FAILURE_CAUSES = ['连接超时', '连接被拒绝', 'HTTP 502', 'HTTP 503', '丢包率 100%'];

/**
 * The switches of an enabled task from `since` to `until`: deterministic for the task and the clock (one seeded
 * draw per slot), so the list, the rule page and the history agree at any moment. A paused task has none.
 */
export const gtmTimeline = (task: DemoGtmTask, until: number): { events: DemoGtmEvent[]; state: GtmStateValue } => {
    if (!task.enabled) return { events: [], state: 2 };
    const events: DemoGtmEvent[] = [];
    let state: GtmStateValue = task.sinceState === 2 ? 0 : task.sinceState;
    const first = Math.floor(Math.max(task.since, until - LOOKBACK_MS) / GTM_SLOT_MS) + 1;
    const last = Math.floor(until / GTM_SLOT_MS);
    for (let slot = first; slot <= last; slot++) {
        const rng = createRng(hashText(`gtm:${task.id}:${slot}`));
        const at = slot * GTM_SLOT_MS + rng.int(0, GTM_SLOT_MS - 1);
        if (at > until || at <= task.since) continue;
        if (state === 0 && rng.chance(FAILOVER_CHANCE)) {
            const value = rng.pick(task.primary);
            const check = task.checkType === 'PING' ? 'PING' : `${task.checkType} ${task.port}`;
            events.push({
                at,
                from: 0,
                to: 1,
                reason: `主用地址 ${value} 连续 ${task.failures} 次 ${check} 检查失败（${rng.pick(FAILURE_CAUSES)}），切换到备用地址`,
            });
            state = 1;
        } else if (state === 1 && task.switchBack && rng.chance(RECOVERY_CHANCE)) {
            events.push({ at, from: 1, to: 0, reason: `主用地址恢复，连续 ${task.recoveries} 次检查成功，切回主用地址` });
            state = 0;
        }
    }
    return { events, state };
};

/** Freezes the generated switches into the log and restarts the timeline at `at` (before a pause, resume or edit). */
export const settleGtmTask = (task: DemoGtmTask, at: number): GtmStateValue => {
    const { events, state } = gtmTimeline(task, at);
    task.log = [...task.log, ...events].slice(-LOG_MAX);
    task.since = at;
    task.sinceState = state;
    return state;
};

/** Every switch up to `at`, newest first, with the current state and the last switch time ('' when none). */
export const gtmHistoryAt = (task: DemoGtmTask, at: number): { events: DemoGtmEvent[]; state: GtmStateValue; lastSwitchTime: string } => {
    const { events, state } = gtmTimeline(task, at);
    const all = [...task.log, ...events].reverse();
    const lastSwitch = all.find(event => event.to !== 2 && event.from !== 2);
    return { events: all, state, lastSwitchTime: lastSwitch ? formatDateTime(new Date(lastSwitch.at)) : '' };
};
