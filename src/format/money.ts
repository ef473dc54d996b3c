import { readRuntimeConfig } from '../config/runtime';

/**
 * Money (SPEC section 9): prices are held in integer cents and shown divided by 100, with two decimals and
 * thousand separators; the currency symbol defaults to yuan and is set by config.js `currencySymbol`. The one
 * formatter of the console. No float arithmetic: the cents are split into yuan and cents as integers.
 */
export const CURRENCY_SYMBOL = '¥';

/** The symbol money is shown with: config.js `currencySymbol`, else ¥. */
export const currencySymbol = (): string => {
    const configured = readRuntimeConfig().currencySymbol;
    return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : CURRENCY_SYMBOL;
};

/** Integer cents from a number or numeric string; undefined when it is not a whole number of cents. */
export const toCents = (value: number | string | null | undefined): number | undefined => {
    if (value === null || value === undefined) return undefined;
    const text = String(value).trim();
    if (!/^-?\d+$/.test(text)) return undefined;
    const cents = Number(text);
    return Number.isSafeInteger(cents) ? cents : undefined;
};

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Cents (number or numeric string) -> "1,234.50"; '' when it is not a whole number of cents. */
export const formatCents = (value: number | string | null | undefined): string => {
    const cents = toCents(value);
    if (cents === undefined) return '';
    // the digits of |cents|, at least three, split as text: the yuan are all but the last two
    const digits = String(Math.abs(cents)).padStart(3, '0');
    const whole = digits.slice(0, -2).replace(THOUSANDS, ',');
    const sign = cents < 0 ? '-' : '';
    return `${sign}${whole}.${digits.slice(-2)}`;
};

/** Cents -> "¥1,234.50" (or with another symbol; the configured one by default); '' when not whole cents. */
export const formatYuan = (cents: number | string | null | undefined, symbol: string = currencySymbol()): string => {
    const text = formatCents(cents);
    if (!text) return '';
    return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
};

const SHOWN = /^(-?)\D*?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/;

/**
 * The reverse of formatYuan / formatCents: "-¥1,234.50" -> -123450, read on the digits (the symbol, whatever it
 * is, ignored); undefined when the text is not an amount these formatters write.
 */
export const parseShownCents = (text: string): number | undefined => {
    const match = SHOWN.exec(text.trim());
    if (!match) return undefined;
    const [, sign, whole, part] = match;
    const cents = toCents(`${sign}${whole.replace(/,/g, '')}${part}`);
    return cents === 0 ? 0 : cents;
};

const YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A yuan amount as typed ("680" / "680.5" / "680.50", no sign, no separators) -> 68050, on the digits; undefined
 * when it is not a yuan amount with at most two decimals.
 */
export const yuanToCents = (value: string | number | null | undefined): number | undefined => {
    if (value === null || value === undefined) return undefined;
    const match = YUAN.exec(String(value).trim());
    if (!match) return undefined;
    return toCents(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
};

/** Cents -> yuan with two decimals and no separators ("1288.50"): what an input shows and a payment channel takes. */
export const centsToYuan = (cents: number | string | null | undefined): string => formatCents(cents).replace(/,/g, '');
