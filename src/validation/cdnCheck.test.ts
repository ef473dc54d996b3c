import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePortList, toCdnCheckForm, toCdnCheckValue } from '../admin/system/cdnCheck/cdnCheckForm';
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

describe('CDN check paramValue <-> form', () => {
    it('reads numbers as numbers, 0/1 as booleans', () => {
        expect(toCdnCheckForm({ ...valid, checkNodeFrequency: '30', mailNoticeStatus: '1', smsNoticeStatus: 0 })).toEqual({
            DnsDispatchMode: 'timing',
            ModeTimingFrequency: 120,
            checkNodePortList: '80|443',
            checkNodeFrequency: 30,
            failPercent: 80,
            mailNoticeStatus: true,
            mailNotice: 'ops@example.com',
            smsNoticeStatus: false,
            smsNotice: '13800138000',
        });
    });

    it('fills the spec defaults for missing keys', () => {
        expect(toCdnCheckForm({})).toEqual({
            DnsDispatchMode: 'online',
            ModeTimingFrequency: 60,
            checkNodePortList: '',
            checkNodeFrequency: 10,
            failPercent: 80,
            mailNoticeStatus: false,
            mailNotice: '',
            smsNoticeStatus: false,
            smsNotice: '',
        });
    });

    it('writes 0/1 switches, trimmed texts, a tidy port list, and keeps keys it does not edit', () => {
        const form = { ...toCdnCheckForm(valid), checkNodePortList: ' 80 | 443 |', mailNotice: ' a@b.cn ', smsNoticeStatus: true };
        expect(toCdnCheckValue(form, { extra: 'kept', failPercent: 1 })).toEqual({
            ...valid,
            extra: 'kept',
            checkNodePortList: '80|443',
            mailNotice: 'a@b.cn',
            smsNoticeStatus: 1,
        });
    });

    it('normalises port lists', () => expect(normalisePortList('|80||  443 |')).toBe('80|443'));

    it('round-trips every valid value', () => {
        const arbitrary = fc.record({
            DnsDispatchMode: fc.constantFrom('online' as const, 'timing' as const, 'random' as const),
            ModeTimingFrequency: fc.integer({ min: 1, max: 60 }).map(n => n * 60),
            checkNodePortList: fc.uniqueArray(fc.integer({ min: 1, max: 65534 }), { minLength: 1, maxLength: 5 }).map(ports => ports.join('|')),
            checkNodeFrequency: fc.integer({ min: 1, max: 30 }).map(n => n * 10),
            failPercent: fc.integer({ min: 1, max: 100 }),
            mailNotice: fc.constant('ops@example.com'),
            mailNoticeStatus: fc.constantFrom(0 as const, 1 as const),
            smsNotice: fc.constant('13800138000'),
            smsNoticeStatus: fc.constantFrom(0 as const, 1 as const),
        });
        fc.assert(
            fc.property(arbitrary, value => {
                expect(cdnCheckProblem(value)).toBeUndefined();
                expect(toCdnCheckValue(toCdnCheckForm(value))).toEqual(value);
            }),
        );
    });
});
