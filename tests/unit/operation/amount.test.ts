import { describe, expect, it } from 'vitest';
import { rechargeCents, validateRechargeAmount } from '../../../src/customRoutes/manualRecharge/amount';

describe('manual recharge amount rule (SPEC section 5)', () => {
    it.each([
        ['', 'operation.recharge.amountRequired'],
        ['   ', 'operation.recharge.amountRequired'],
        [null, 'operation.recharge.amountRequired'],
        ['abc', 'operation.recharge.amountInvalid'],
        ['-5', 'operation.recharge.amountInvalid'],
        ['100.5', 'operation.recharge.amountWhole'],
        ['0.99', 'operation.recharge.amountWhole'],
        ['0', 'operation.recharge.amountMin'],
        ['0.00', 'operation.recharge.amountMin'],
    ])('%j -> %s', (value, key) => {
        expect(validateRechargeAmount(value)).toBe(key);
        expect(rechargeCents(value)).toBeUndefined();
    });

    it.each([
        ['1', 100],
        ['1.00', 100],
        ['100', 10000],
        [' 2500 ', 250000],
    ])('%j is valid: %d cents', (value, cents) => {
        expect(validateRechargeAmount(value)).toBeUndefined();
        expect(rechargeCents(value)).toBe(cents);
    });
});
