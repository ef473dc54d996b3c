import { formatCents, toCents } from '../../format/money';

/**
 * Prices are stored in integer cents and edited in yuan. A yuan text is digits with at most two decimals (no
 * sign, no separators); the conversion is done on the digits, never with float arithmetic.
 */
const YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "680" / "680.5" / "680.50" -> 68050; undefined when it is not a yuan amount with at most two decimals. */
export const yuanToCents = (value: string | number | null | undefined): number | undefined => {
    if (value === null || value === undefined) return undefined;
    const match = YUAN.exec(String(value).trim());
    if (!match) return undefined;
    return toCents(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
};

/** Cents -> the yuan text an input shows ("680.00", no thousand separators); '' when not whole cents. */
export const centsToYuan = (cents: number | string | null | undefined): string => formatCents(cents).replace(/,/g, '');

/** A price field: yuan with at most two decimals, >= 0. Empty passes (pair with required()). */
export const validatePriceYuan = (value: unknown): string | undefined => {
    if (value === null || value === undefined || String(value).trim() === '') return undefined;
    return yuanToCents(String(value)) === undefined ? 'operation.products.priceInvalid' : undefined;
};
