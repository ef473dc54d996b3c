import { HOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
    afterWrongCode,
    formatRecoveryCode,
    groupSecret,
    isLockedOut,
    isRecoveryCode,
    isTotpCode,
    LOCK_MINUTES,
    matchingStep,
    MAX_CODE_FAILURES,
    NO_ATTEMPTS,
    recoveryCodeFrom,
    redeemRecoveryCode,
    stepAt,
    twoFactorRefusal,
    validateTotpCode,
} from './totp';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), six digits
const secret = Secret.fromUTF8('12345678901234567890');
const codeAt = (step: number) => HOTP.generate({ secret, counter: step, digits: 6 });

describe('two-factor rules', () => {
    it('takes 6 digits as a code (spaces a person copies with it aside), nothing else', () => {
        expect(['123456', '123 456', ' 000000 '].map(isTotpCode)).toEqual([true, true, true]);
        expect(['12345', '1234567', '12345a', ''].map(isTotpCode)).toEqual([false, false, false, false]);
        expect(validateTotpCode('12a456')).toBe('twoFactor.validation.code');
        expect(validateTotpCode('')).toBeUndefined();
    });

    it('matches the RFC 6238 test vector at 59 s (step 1)', () => {
        expect(stepAt(59_000)).toBe(1);
        expect(codeAt(1)).toBe('287082');
        expect(matchingStep('287082', 59_000, codeAt)).toBe(1);
    });

    it('accepts the codes of the step before and after (±1 step of drift), not two steps away', () => {
        const now = Date.UTC(2026, 10, 28, 12, 0, 10);
        const step = stepAt(now);
        expect(matchingStep(codeAt(step - 1), now, codeAt)).toBe(step - 1);
        expect(matchingStep(codeAt(step), now, codeAt)).toBe(step);
        expect(matchingStep(codeAt(step + 1), now, codeAt)).toBe(step + 1);
        expect(matchingStep(codeAt(step - 2), now, codeAt)).toBeNull();
        expect(matchingStep(codeAt(step + 2), now, codeAt)).toBeNull();
        // a minute later, the first code is too old
        expect(matchingStep(codeAt(step - 1), now + 60_000, codeAt)).toBeNull();
    });

    it('accepts a step once: the same code again, or an older one, is refused', () => {
        const now = Date.UTC(2026, 10, 28, 12, 0, 10);
        const step = stepAt(now);
        expect(matchingStep(codeAt(step), now, codeAt, step)).toBeNull();
        expect(matchingStep(codeAt(step - 1), now, codeAt, step)).toBeNull();
        expect(matchingStep(codeAt(step + 1), now, codeAt, step)).toBe(step + 1);
    });

    it('formats recovery codes as abcd-2345 and reads them with or without the dash, in any case', () => {
        const code = recoveryCodeFrom([0, 1, 2, 3, 30, 29, 28, 27]);
        expect(code).toBe('abcd-9876');
        expect(['abcd-9876', 'ABCD9876', ' abcd 9876 '].map(isRecoveryCode)).toEqual([true, true, true]);
        expect(['abcd-987', 'abc0-9876', 'abcd-98761'].map(isRecoveryCode)).toEqual([false, false, false]);
        expect(formatRecoveryCode('ABCD9876')).toBe('abcd-9876');
    });

    it('redeems a recovery code once', () => {
        const digest = (plain: string) => `#${plain}`;
        const stored = ['#abcd9876', '#wxyz2345'];
        const left = redeemRecoveryCode(stored, 'ABCD-9876', digest);
        expect(left).toEqual(['#wxyz2345']);
        expect(redeemRecoveryCode(left!, 'abcd-9876', digest)).toBeNull();
        expect(redeemRecoveryCode(stored, 'not-a-code', digest)).toBeNull();
    });

    it('locks after five wrong codes in a row, for fifteen minutes', () => {
        const now = 1_000_000;
        let attempts = NO_ATTEMPTS;
        for (let index = 1; index < MAX_CODE_FAILURES; index++) attempts = afterWrongCode(attempts, now);
        expect(isLockedOut(attempts, now)).toBe(false);
        attempts = afterWrongCode(attempts, now);
        expect(isLockedOut(attempts, now)).toBe(true);
        expect(isLockedOut(attempts, now + LOCK_MINUTES * 60_000 - 1)).toBe(true);
        expect(isLockedOut(attempts, now + LOCK_MINUTES * 60_000)).toBe(false);
    });

    it('groups a secret by four and names refusals by their envelope code', () => {
        expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
        expect(twoFactorRefusal(4601)).toBe('wrongCode');
        expect(twoFactorRefusal('4602')).toBe('locked');
        expect(twoFactorRefusal(500)).toBeUndefined();
    });
});
