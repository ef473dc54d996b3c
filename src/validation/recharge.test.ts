import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECHARGE_MIN_CENTS, RECHARGE_PRESET_CENTS } from '../config/constants';
import { rechargeCents, shortfallRechargeCents, validateRechargeAmount } from './recharge';

describe('recharge amount rule (SPEC section 5: minimum 1.00, whole amounts, must be chosen or entered)', () => {
    it.each([
        ['', 'validation.rechargeRequired'],
        ['   ', 'validation.rechargeRequired'],
        [null, 'validation.rechargeRequired'],
        [undefined, 'validation.rechargeRequired'],
        ['abc', 'validation.rechargeInvalid'],
        ['-5', 'validation.rechargeInvalid'],
        ['1,000', 'validation.rechargeInvalid'],
        ['1.005', 'validation.rechargeInvalid'],
        ['99999999999999999999', 'validation.rechargeInvalid'],
        ['1.5', 'validation.rechargeWhole'],
        ['100.5', 'validation.rechargeWhole'],
        ['0.99', 'validation.rechargeWhole'],
        ['0.5', 'validation.rechargeWhole'],
        ['0', 'validation.rechargeMin'],
        ['0.00', 'validation.rechargeMin'],
    ])('%j -> %s', (value, key) => {
        expect(validateRechargeAmount(value)).toBe(key);
        expect(rechargeCents(value)).toBeUndefined();
    });

    it.each([
        ['1', 100],
        ['1.00', 100],
        ['1.0', 100],
        ['100', 10_000],
        [' 2500 ', 250_000],
        [5000, 500_000],
        ['90071992547409', 9_007_199_254_740_900],
    ])('%j is valid: %d cents', (value, cents) => {
        expect(validateRechargeAmount(value)).toBeUndefined();
        expect(rechargeCents(value)).toBe(cents);
    });

    it('says "choose or enter" when the screen offers preset amounts', () => {
        expect(validateRechargeAmount('', { presets: true })).toBe('validation.rechargeChoose');
        expect(validateRechargeAmount('0.5', { presets: true })).toBe('validation.rechargeWhole');
    });

    it('accepts every preset, each a whole amount of at least the minimum', () => {
        expect(RECHARGE_MIN_CENTS).toBe(100);
        for (const cents of RECHARGE_PRESET_CENTS) {
            expect(cents % 100).toBe(0);
            expect(rechargeCents(String(cents / 100))).toBe(cents);
        }
    });

    it('accepts exactly the whole yuan of at least 1 (property)', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
                const text = `${yuan}.${String(cents).padStart(2, '0')}`;
                const valid = cents === 0 && yuan >= 1;
                expect(rechargeCents(text)).toBe(valid ? yuan * 100 : undefined);
            }),
        );
    });
});

describe('the amount that covers an order the balance is short of', () => {
    it.each([
        [71_350, 71_400],
        [100, 100],
        [101, 200],
        [1, RECHARGE_MIN_CENTS],
        [99, RECHARGE_MIN_CENTS],
        [500_000, 500_000],
    ])('short %i cents: recharge %i', (short, cents) => {
        expect(shortfallRechargeCents(short)).toBe(cents);
        expect(validateRechargeAmount(String(cents / 100))).toBeUndefined();
    });
});
