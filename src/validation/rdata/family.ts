import type { ValidationError } from '../messages';
import { checkHostname } from '../recordHost';
import { rdataProblem, type FieldProblems } from './problem';
import { isUint } from './text';

/**
 * One record type's value (its RDATA in presentation format) as fields. Every family file (svcb.ts, tlsa.ts, ...)
 * gives one of these; the editor, the checks, the zone files and the duplicate comparison all go through it.
 * Fields hold text as typed (so an editor loses nothing); `write` is only called on fields `check` passes.
 */
export interface RdataFamily<F> {
    /** The presentation text split into fields, or the problem when it cannot be split (count, quotes). */
    read(text: string): F | ValidationError;
    /** The RFC's checks, per field ('usage', 'params.1.value'; 'value' for the whole). Empty when valid. */
    check(fields: F): FieldProblems;
    /** The one canonical presentation text (the value stored): what dnspython writes, names absolute. */
    write(fields: F): string;
    /** The text duplicates compare by: `write` with the parts DNS compares without case folded. */
    compare(fields: F): string;
    /** The fields of a new record, for the editor. */
    blank(): F;
}

export const isProblem = (read: unknown): read is ValidationError =>
    typeof read === 'object' && read !== null && 'message' in read && typeof (read as ValidationError).message === 'string';

/** Fields that are all text, checked one by one. */
export type TextFields<K extends string> = Record<K, string>;

/** A problem when `text` is not a whole number from 0 to `max` (the field's message names the range). */
export const uintProblem = (text: string, max: number, key: string): ValidationError | undefined =>
    isUint(text.trim(), max) ? undefined : rdataProblem(key, { value: text, min: 0, max });

/** A domain name inside a value: '.' (the root) when `rootAllowed`, else a host name (trailing dot optional). */
export const nameProblem = (text: string, key: string, rootAllowed: boolean): ValidationError | undefined => {
    const name = text.trim();
    if (name === '.') return rootAllowed ? undefined : rdataProblem(key, { value: name });
    return name === '' || checkHostname(name, key) ? rdataProblem(key, { value: name }) : undefined;
};

/** Collects the defined problems of fields in order. */
export const problems = (entries: ReadonlyArray<readonly [string, ValidationError | undefined]>): FieldProblems => {
    const found: FieldProblems = {};
    for (const [field, problem] of entries) if (problem && !(field in found)) found[field] = problem;
    return found;
};
