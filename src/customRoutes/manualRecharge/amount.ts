import { yuanToCents } from '../../resources/products/price';

/**
 * The recharge amount rule (SPEC section 5, Recharge): an amount must be entered, whole yuan only, at least
 * 1.00. "100" and "100.00" are whole; "100.5" is not.
 */
export const MIN_RECHARGE_CENTS = 100;

/** The amount's error key, or undefined when it is valid. */
export const validateRechargeAmount = (value: unknown): string | undefined => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (!text) return 'operation.recharge.amountRequired';
    const cents = yuanToCents(text);
    if (cents === undefined) return 'operation.recharge.amountInvalid';
    if (cents % 100 !== 0) return 'operation.recharge.amountWhole';
    if (cents < MIN_RECHARGE_CENTS) return 'operation.recharge.amountMin';
    return undefined;
};

/** A valid amount in cents, or undefined. */
export const rechargeCents = (value: unknown): number | undefined =>
    validateRechargeAmount(value) === undefined ? yuanToCents(String(value).trim()) : undefined;
