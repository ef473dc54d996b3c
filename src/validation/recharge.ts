import { RECHARGE_MIN_CENTS } from '../config/constants';
import { yuanToCents } from '../format/money';

/**
 * The recharge amount rule (SPEC section 5, Recharge), shared by the user's recharge and the admin's manual
 * recharge, and checked the same way by the demo backend: an amount must be chosen or entered, whole yuan only,
 * at least 1.00. "100" and "100.00" are whole; "100.5" is not. Keys live in the forms section (`validation.*`).
 */
interface RechargeRuleOptions {
    /** The screen also offers preset amounts: the missing-amount message says "choose or enter". */
    presets?: boolean;
}

/** The amount's error key, or undefined when it is valid. */
export const validateRechargeAmount = (value: unknown, { presets = false }: RechargeRuleOptions = {}): string | undefined => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (!text) return presets ? 'validation.rechargeChoose' : 'validation.rechargeRequired';
    const cents = yuanToCents(text);
    if (cents === undefined) return 'validation.rechargeInvalid';
    if (cents % 100 !== 0) return 'validation.rechargeWhole';
    if (cents < RECHARGE_MIN_CENTS) return 'validation.rechargeMin';
    return undefined;
};

/** A valid amount in cents, or undefined. */
export const rechargeCents = (value: unknown): number | undefined =>
    validateRechargeAmount(value) === undefined ? yuanToCents(String(value).trim()) : undefined;

/**
 * What to recharge for an order the balance is `shortCents` short of: the shortfall in whole yuan, rounded up,
 * and at least the minimum recharge (1.00).
 */
export const shortfallRechargeCents = (shortCents: number): number => Math.max(RECHARGE_MIN_CENTS, Math.ceil(shortCents / 100) * 100);
