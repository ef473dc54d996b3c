import { describe, expect, it } from 'vitest';
import { recordsCn, recordsEn } from './records';

describe('the record value hints', () => {
    it('are Chinese in Chinese (the CAA help said "flags tag value")', () => {
        const english = Object.entries(recordsCn.hints).filter(([, hint]) => hint.help && !/\p{Script=Han}/u.test(hint.help));
        expect(english).toEqual([]);
        expect(recordsCn.hints.CAA.help).toContain('标志 标签 值');
    });

    it('are English in English', () => {
        expect(recordsEn.hints.CAA.help).toBe('flags tag value');
    });
});
