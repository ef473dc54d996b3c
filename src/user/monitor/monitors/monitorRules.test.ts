import { describe, expect, it } from 'vitest';
import { toMonitorInput } from '../../../data/monitors/api';
import { monitorProblems, splitReceivers } from '../../../data/monitors/rules';
import { NEW_MONITOR } from './MonitorDialog';

describe('monitor rules', () => {
    it('accepts a complete monitor and names each bad field', () => {
        const good = toMonitorInput({ ...NEW_MONITOR, domainId: 1, recordId: 2 });
        expect(monitorProblems(good)).toEqual({});
        const bad = toMonitorInput({
            ...NEW_MONITOR,
            port: 70000,
            path: 'no-slash',
            threshold: 0,
            nodes: [],
            notifyMail: true,
            mails: 'x@',
            notifySms: true,
            mobiles: '',
        });
        expect(monitorProblems(bad)).toEqual({
            domainId: 'monitors.errors.domain',
            recordId: 'monitors.errors.record',
            port: 'validation.port',
            path: 'monitors.errors.path',
            threshold: 'monitors.errors.threshold',
            nodes: 'monitors.errors.nodes',
            mails: 'validation.email',
            mobiles: 'monitors.errors.receiversRequired',
        });
    });
    it('ping needs no port; receivers split on commas and spaces', () => {
        expect(monitorProblems(toMonitorInput({ ...NEW_MONITOR, domainId: 1, recordId: 2, checkType: 'PING', port: 0 }))).toEqual({});
        expect(splitReceivers(' a@b.cn, c@d.cn；e@f.cn ')).toEqual(['a@b.cn', 'c@d.cn', 'e@f.cn']);
    });
});
