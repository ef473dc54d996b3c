import { IPv4, Validator } from 'ip-num';

/** The largest IPv4 address as an integer (255.255.255.255): the end of the "all segments" range. */
export { IPV4_MAX } from '../config/constants';

/** Whether text is a dotted IPv4 address (four decimal octets, no leading zeros, no spaces). */
export const isIpv4 = (text: string): boolean => Validator.isValidIPv4String(text)[0];

/** Dotted IPv4 -> integer; undefined when the text is not an IPv4 address. */
export const ipv4ToNumber = (text: string): number | undefined => {
    const trimmed = text.trim();
    if (!isIpv4(trimmed)) return undefined;
    return Number(IPv4.fromDecimalDottedString(trimmed).getValue());
};

/**
 * Integer (number, bigint or numeric string, as the backend may send it) -> dotted IPv4; an empty string
 * when the value is not a valid IPv4 number, so a bad row never breaks a table.
 */
export const numberToIpv4 = (value: number | bigint | string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    let big: bigint;
    try {
        big = BigInt(value);
    } catch {
        return '';
    }
    if (!Validator.isValidIPv4Number(big)[0]) return '';
    return IPv4.fromNumber(big).toString();
};
