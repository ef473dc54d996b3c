import { yuanToCents } from '../../../format/money';

/** A price field: yuan with at most two decimals, >= 0. Empty passes (pair with required()). */
export const validatePriceYuan = (value: unknown): string | undefined => {
    if (value === null || value === undefined || String(value).trim() === '') return undefined;
    return yuanToCents(String(value)) === undefined ? 'operation.products.priceInvalid' : undefined;
};
