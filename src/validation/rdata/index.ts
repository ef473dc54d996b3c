import type { ValidationError } from '../messages';
import { caa } from './caa';
import { cert } from './cert';
import { ds } from './ds';
import { isProblem, type RdataFamily } from './family';
import { loc } from './loc';
import { naptr } from './naptr';
import { firstProblem } from './problem';
import { sshfp } from './sshfp';
import { svcb } from './svcb';
import { tlsa } from './tlsa';
import { uri } from './uri';

/**
 * The record types whose value is read as fields (one family file each), and the three things the rest of the
 * console asks of a value: its problem, its canonical text (what is stored), its text for duplicate comparison.
 */
export const RDATA_FAMILIES = {
    CAA: caa,
    HTTPS: svcb,
    SVCB: svcb,
    TLSA: tlsa,
    SMIMEA: tlsa,
    SSHFP: sshfp,
    NAPTR: naptr,
    DS: ds,
    URI: uri,
    LOC: loc,
    CERT: cert,
} as const;

export type RdataType = keyof typeof RDATA_FAMILIES;

export const isRdataType = (type: string): type is RdataType => Object.hasOwn(RDATA_FAMILIES, type);

// Each family is typed by its own fields; callers that only pass text through treat them alike.
const familyOf = (type: RdataType) => RDATA_FAMILIES[type] as RdataFamily<unknown>;

/** The fields of a value, or the problem that keeps it from being read. */
export const readRdata = (type: RdataType, text: string): unknown => familyOf(type).read(text.trim());

/** The first problem of a value of `type` (undefined when valid). */
export const checkRdata = (type: RdataType, text: string): ValidationError | undefined => {
    const fields = readRdata(type, text);
    return isProblem(fields) ? fields : firstProblem(familyOf(type).check(fields));
};

const through = (type: RdataType, text: string, step: 'write' | 'compare'): string => {
    const family = familyOf(type);
    const fields = family.read(text.trim());
    if (isProblem(fields) || Object.keys(family.check(fields)).length > 0) return text.trim();
    return family[step](fields);
};

/** The canonical text of a valid value (what is stored and exported); an invalid one trimmed, as typed. */
export const canonicalRdata = (type: RdataType, text: string): string => through(type, text, 'write');

/** The text two values of `type` compare by: equal when DNS holds them the same. */
export const comparableRdata = (type: RdataType, text: string): string => through(type, text, 'compare');

export type { RdataFamily } from './family';
export type { FieldProblems } from './problem';
