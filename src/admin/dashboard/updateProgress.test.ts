import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { readUpdateStatus, type UpdateStatus } from '../../data/adminOverview/api';
import { canUpdate, compareVersions, finishedNow, UPDATE_POLL_MS, updatePollInterval } from './updateProgress';

const status = (patch: Partial<UpdateStatus>): UpdateStatus => ({
    state: 'idle',
    progress: 0,
    step: '',
    fromVersion: '',
    toVersion: '',
    message: '',
    ...patch,
});

afterEach(clearUnreadable);

describe('the version update', () => {
    it('polls only while the update runs', () => {
        expect(updatePollInterval(status({ state: 'running' }))).toBe(UPDATE_POLL_MS);
        for (const state of ['idle', 'done', 'failed'] as const) expect(updatePollInterval(status({ state }))).toBe(false);
        expect(updatePollInterval(undefined)).toBe(false);
    });

    it('reads the panels again only when a watched update finishes', () => {
        expect(finishedNow('running', 'done')).toBe(true);
        expect(finishedNow(undefined, 'done')).toBe(false);
        expect(finishedNow('done', 'done')).toBe(false);
        expect(finishedNow('running', 'failed')).toBe(false);
    });

    it('offers the update when a newer version exists and none runs', () => {
        expect(canUpdate('3.2.1', '3.3.0', status({}))).toBe(true);
        expect(canUpdate('3.3.0', '3.3.0', status({}))).toBe(false);
        expect(canUpdate('3.10.0', '3.9.9', undefined)).toBe(false);
        expect(canUpdate('3.2.1', '3.3.0', status({ state: 'running' }))).toBe(false);
        expect(canUpdate('3.2.1', '', undefined)).toBe(false);
    });

    it('compares dotted versions number by number', () => {
        expect(compareVersions('v3.10.0', '3.9.2')).toBe(1);
        expect(compareVersions('3.2', '3.2.0')).toBe(0);
        expect(compareVersions('1.0.0', '1.0.1')).toBe(-1);
    });

    it('reads the status answer, clamping progress and unknown states', () => {
        expect(readUpdateStatus({ state: 'running', progress: '50', step: 'install', toVersion: '3.3.0' })).toMatchObject({
            state: 'running',
            progress: 50,
            step: 'install',
        });
        expect(readUpdateStatus({ state: 'weird', progress: 140, step: 'x' })).toMatchObject({ state: 'idle', progress: 100, step: '' });
        expect(readUpdateStatus(null)).toMatchObject({ state: 'idle', progress: 0 });
    });

    it('an idle status with no step (as the demo answers before any update) is read whole, nothing reported', () => {
        clearUnreadable();
        expect(readUpdateStatus(status({}))).toEqual(status({}));
        expect(unreadableSources()).toEqual([]);
    });
});
