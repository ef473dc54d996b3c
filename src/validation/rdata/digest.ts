import type { ValidationError } from '../messages';
import { rdataProblem } from './problem';
import { hexDigits, isHex } from './text';

/** Hex data (spaces between groups allowed): even, not empty and, when `bytes` is known for its type, that long. */
export const hexProblem = (text: string, key: string, bytes?: number): ValidationError | undefined => {
    const digits = hexDigits(text);
    if (digits === '' || !isHex(digits) || digits.length % 2 !== 0) return rdataProblem(key, { value: text });
    if (bytes !== undefined && digits.length !== bytes * 2) return rdataProblem(`${key}Length`, { bytes, length: digits.length / 2 });
    return undefined;
};

/** Hex data written back: lower case, no spaces (as dnspython writes it). */
export const writeHex = (text: string): string => hexDigits(text).toLowerCase();

/** The length a digest of `type` has in `table`, if the type is known. */
export const digestBytes = (table: Readonly<Record<number, number>>, type: string): number | undefined => table[Number(type.trim())];
