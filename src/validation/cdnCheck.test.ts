import { describe, expect, it } from 'vitest';
import { CDN_CHECK_LIMITS, cdnCheckProblem, inStepRange, validateCdnNumber, type CdnCheckValue } from './cdnCheck';

const valid: CdnCheckValue = {
    DnsDispatchMode: 'timing',
    ModeTimingFrequency: 120,
    checkNodePortList: '80|443',
    checkNodeFrequency: 20,
    failPercent: 80,
    mailNotice: 'ops@example.com',
    mailNoticeStatus: 1,
    smsNotice: '13800138000',
    smsNoticeStatus: 0,
};

describe('CDN check number ranges', () => {
    it.each([
        ['ModeTimingFrequency', 60, true],
        ['ModeTimingFrequency', 3600, true],
        ['ModeTimingFrequency', 90, false],
        ['ModeTimingFrequency', 0, false],
        ['ModeTimingFrequency', 3660, false],
        ['checkNodeFrequency', 10, true],
        ['checkNodeFrequency', 300, true],
        ['checkNodeFrequency', 15, false],
        ['checkNodeFrequency', 310, false],
        ['failPercent', 1, true],
        ['failPercent', 100, true],
        ['failPercent', 0, false],
        ['failPercent', 50.5, false],
        ['failPercent', '80', true],
    ] as const)('%s %s -> %s', (field, value, ok) => {
        expect(inStepRange(value, CDN_CHECK_LIMITS[field])).toBe(ok);
        expect(validateCdnNumber(field)(value) === undefined).toBe(ok);
    });

    it('lets empty pass (required() judges it) and names the range in the message', () => {
        expect(validateCdnNumber('checkNodeFrequency')(null)).toBeUndefined();
        expect(validateCdnNumber('ModeTimingFrequency')(61)).toEqual({
            message: 'systemSettings.cdn.validation.timing',
            args: { min: '60', max: '3600', step: '60' },
        });
    });
});

describe('cdnCheckProblem (the server-side check)', () => {
    it('accepts a valid value', () => expect(cdnCheckProblem(valid)).toBeUndefined());
    it.each([
        [{ DnsDispatchMode: 'sometimes' }, 'systemSettings.cdn.validation.mode'],
        [{ ModeTimingFrequency: 30 }, 'systemSettings.cdn.validation.timing'],
        [{ checkNodePortList: '' }, 'systemSettings.cdn.validation.ports'],
        [{ checkNodePortList: '80|99999' }, 'validation.portListFormat'],
        [{ checkNodePortList: '80|80' }, 'validation.portListDuplicate'],
        [{ checkNodeFrequency: 5 }, 'systemSettings.cdn.validation.frequency'],
        [{ failPercent: 101 }, 'systemSettings.cdn.validation.failPercent'],
        [{ mailNotice: '' }, 'systemSettings.cdn.validation.mailNotice'],
        [{ mailNotice: 'not-mail' }, 'validation.email'],
        [{ smsNoticeStatus: 1, smsNotice: '' }, 'systemSettings.cdn.validation.smsNotice'],
        [{ smsNoticeStatus: 1, smsNotice: '2380' }, 'validation.mobile'],
    ])('%o -> %s', (change, message) => expect(cdnCheckProblem({ ...valid, ...change })?.message).toBe(message));

    it('ignores the cycle unless timing, and receivers whose switch is off', () => {
        expect(cdnCheckProblem({ ...valid, DnsDispatchMode: 'online', ModeTimingFrequency: 7 })).toBeUndefined();
        expect(cdnCheckProblem({ ...valid, mailNoticeStatus: 0, mailNotice: 'x' })).toBeUndefined();
    });

    it('names the bad port', () => expect(cdnCheckProblem({ ...valid, checkNodePortList: '80|abc' })?.args).toEqual({ line: 'abc' }));
});
