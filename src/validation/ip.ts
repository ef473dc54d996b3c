import { IPv6, Validator } from 'ip-num';
import { isIpv4 } from '../format/ip';

export { isIpv4 };

/** SPEC section 5 generic validators. Each returns undefined when valid, else a translation key; empty passes. */

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const isIpv6 = (text: string): boolean => text.includes(':') && Validator.isValidIPv6String(text)[0];

/** An IPv6 address as its 32 hex digits (two spellings of one address give one text); other text lower-cased. */
export const canonicalIpv6 = (text: string): string => (isIpv6(text) ? IPv6.fromString(text).value.toString(16).padStart(32, '0') : text.toLowerCase());

const isIpv4Cidr = (text: string): boolean => text.includes('/') && Validator.isValidIPv4CidrNotation(text)[0];

/** IPv4, IPv6 or IPv4 CIDR: what SPEC section 5 calls an IP. */
const isIp = (text: string): boolean => isIpv4(text) || isIpv6(text) || isIpv4Cidr(text);

const check =
    (test: (text: string) => boolean, key: string) =>
    (value: unknown): string | undefined =>
        isEmpty(value) || test(String(value).trim()) ? undefined : key;

export const validateIpv4 = check(isIpv4, 'validation.ipv4');
export const validateIpv6 = check(isIpv6, 'validation.ipv6');
/** Message IP格式错误. */
export const validateIp = check(isIp, 'validation.ip');
