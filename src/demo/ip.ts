import { IPv4, Validator } from 'ip-num';

/** The IPv4 space as the backend stores it: unsigned 32-bit integers. */
export const IPV4_MAX = 4294967295;

/**
 * An IPv4 address as a number, from an integer (number or numeric string, 0..2^32-1) or a dotted string;
 * null when it is neither. Clients send both forms, so the server accepts both.
 */
export const parseIpv4 = (value: unknown): number | null => {
    if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= IPV4_MAX ? value : null;
    if (typeof value !== 'string') return null;
    const text = value.trim();
    if (/^\d+$/.test(text)) return parseIpv4(Number(text));
    if (!Validator.isValidIPv4String(text)[0]) return null;
    return Number(IPv4.fromDecimalDottedString(text).getValue());
};

export const isIpv4 = (value: string): boolean => parseIpv4(value) !== null && !/^\d+$/.test(value.trim());

export const toDotted = (value: number): string => IPv4.fromNumber(value).toString();

/** Seed helper: a dotted address as its integer, failing loudly on a typo in the seed. */
export const ipNumber = (dotted: string): number => {
    const value = parseIpv4(dotted);
    if (value === null) throw new Error(`not an IPv4 address: ${dotted}`);
    return value;
};
