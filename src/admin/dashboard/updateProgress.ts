import type { UpdateState, UpdateStatus } from '../../data/adminOverview/api';

/** How often the update's status is asked while it runs. */
export const UPDATE_POLL_MS = 1500;

/** react-query's refetchInterval: poll while the server says the update runs; stop on done, failed or idle. */
export const updatePollInterval = (status: UpdateStatus | undefined): number | false => (status?.state === 'running' ? UPDATE_POLL_MS : false);

/** The version and system panels read again once, when an update they watched finishes. */
export const finishedNow = (previous: UpdateState | undefined, next: UpdateState | undefined): boolean => previous === 'running' && next === 'done';

/** Whether the version panel offers the update: a newer version exists and no update is under way. */
export const canUpdate = (current: string, latest: string, status: UpdateStatus | undefined): boolean =>
    !!latest && compareVersions(latest, current) > 0 && status?.state !== 'running';

/** Dotted versions compared number by number ("3.10.0" > "3.9.2"); a leading v is ignored. */
export const compareVersions = (a: string, b: string): number => {
    const parts = (version: string) =>
        version
            .replace(/^v/i, '')
            .split('.')
            .map(part => Number.parseInt(part, 10) || 0);
    const [left, right] = [parts(a), parts(b)];
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
        const difference = (left[index] ?? 0) - (right[index] ?? 0);
        if (difference !== 0) return Math.sign(difference);
    }
    return 0;
};
