import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdnCheckProblem, type CdnCheckValue } from '../../../validation/cdnCheck';
import { normalisePortList, toCdnCheckForm, toCdnCheckValue } from './cdnCheckForm';

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
