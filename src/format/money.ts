/**
 * Money (SPEC section 9): prices are held in integer cents and shown divided by 100, with two decimals and
 * thousand separators; the currency symbol defaults to yuan. The one formatter of the console. No float
 * arithmetic: the cents are split into yuan and cents as integers.
 */
export const CURRENCY_SYMBOL = '¥';

/** Integer cents from a number or numeric string; undefined when it is not a whole number of cents. */
export const toCents = (value: number | string | null | undefined): number | undefined => {
    if (value === null || value === undefined) return undefined;
    const text = String(value).trim();
    if (!/^-?\d+$/.test(text)) return undefined;
    const cents = Number(text);
    return Number.isSafeInteger(cents) ? cents : undefined;
};

/** Cents (number or numeric string) -> "1,234.50"; '' when it is not a whole number of cents. */
export const formatCents = (value: number | string | null | undefined): string => {
    const cents = toCents(value);
    if (cents === undefined) return '';
    const magnitude = Math.abs(cents);
    const whole = String(Math.trunc(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const sign = cents < 0 ? '-' : '';
    return `${sign}${whole}.${String(magnitude % 100).padStart(2, '0')}`;
};

/** Cents -> "¥1,234.50" (or with another symbol); '' when it is not a whole number of cents. */
export const formatYuan = (cents: number | string | null | undefined, symbol: string = CURRENCY_SYMBOL): string => {
    const text = formatCents(cents);
    if (!text) return '';
    return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
};
