import { describe, expect, it } from 'vitest';
import { deductCents, deductProblem, hiddenMenusProblem, isUserDisabled, normaliseHiddenMenus, noteProblem, reasonProblem, resetChannel } from './rules';

describe('keeping an account under control: the rules', () => {
    it('reads only an explicit 0 as disabled', () => {
        expect(isUserDisabled({ status: 0 })).toBe(true);
        expect(isUserDisabled({ status: '0' })).toBe(true);
        expect(isUserDisabled({ status: 1 })).toBe(false);
        expect(isUserDisabled({})).toBe(false);
        expect(isUserDisabled({ status: null })).toBe(false);
        expect(isUserDisabled({ status: '' })).toBe(false);
    });

    it('asks a reason that is not only spaces, at most 200 characters; a note may be empty', () => {
        expect(reasonProblem('  ')).toBe('reasonRequired');
        expect(reasonProblem(undefined)).toBe('reasonRequired');
        expect(reasonProblem('x'.repeat(201))).toBe('reasonTooLong');
        expect(reasonProblem(' 欠费 ')).toBeUndefined();
        expect(noteProblem('')).toBeUndefined();
        expect(noteProblem('x'.repeat(201))).toBe('noteTooLong');
    });

    it('takes menu paths of the user console only, each once, in menu order, an entry under a hidden group folded into it', () => {
        expect(hiddenMenusProblem(['/ssl', ' /analysis/top '])).toBeUndefined();
        expect(hiddenMenusProblem(['/admin'])).toBe('unknownMenu');
        expect(hiddenMenusProblem(['/ssl/order/paid'])).toBe('unknownMenu');
        expect(normaliseHiddenMenus(['/analysis/top', '/ssl', '/ssl/goods', '/ssl', '/nowhere'])).toEqual(['/ssl', '/analysis/top']);
        expect(normaliseHiddenMenus([])).toEqual([]);
    });

    it('deducts a positive amount to the cent, never more than the balance', () => {
        expect(deductCents('12.5')).toBe(1250);
        expect(deductCents('1,000')).toBe(100_000);
        expect(deductCents('0')).toBeUndefined();
        expect(deductCents('-5')).toBeUndefined();
        expect(deductCents('1.005')).toBeUndefined();
        expect(deductProblem('', 100)).toBe('deductRequired');
        expect(deductProblem('abc', 100)).toBe('deductInvalid');
        expect(deductProblem('1.01', 100)).toBe('deductTooMuch');
        expect(deductProblem('1.00', 100)).toBeUndefined();
        expect(deductProblem('0.01', 0)).toBe('deductTooMuch');
    });

    it('sends a reset link to the mail, else the mobile, else nowhere', () => {
        expect(resetChannel({ mail: 'a@b.cn', mobile: '13800138000' })).toEqual({ channel: 'mail', target: 'a@b.cn' });
        expect(resetChannel({ mail: ' ', mobile: '13800138000' })).toEqual({ channel: 'mobile', target: '13800138000' });
        expect(resetChannel({ mail: '', mobile: '' })).toBeUndefined();
    });
});
