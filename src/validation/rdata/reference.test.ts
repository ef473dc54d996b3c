import { describe, expect, it } from 'vitest';
import { checkMx, checkRecordValue, normaliseRecordValue } from '../records';
import reference from './reference.json';

/**
 * The values of reference.json (scripts/rdataReference.py): what dnspython 2.3 takes and how it writes them. The
 * console takes the same values and stores them as dnspython writes them (CERT's base64 in one piece: dnspython
 * splits it at 32 characters for display only), and refuses what dnspython refuses; a row marked `stricter` is a
 * value dnspython takes that the console refuses by its RFC.
 */
interface Row {
    type: string;
    text: string;
    dnspython: string | null;
    stricter?: string;
}

const rows = reference as Row[];

/** dnspython's text as the console writes it: CERT's base64 without the spaces dnspython puts in. */
const consoleForm = (type: string, text: string): string => {
    if (type !== 'CERT') return text;
    const [certType, keyTag, algorithm, ...certificate] = text.split(' ');
    return [certType, keyTag, algorithm, certificate.join('')].join(' ');
};

/** The console's problem with a row: MX rows carry the preference first, as the zone file writes it. */
const problemOf = ({ type, text }: Row) => {
    if (type !== 'MX') return checkRecordValue(type, text);
    const [preference, value] = text.split(' ');
    return checkRecordValue(type, value) ?? checkMx(preference, value);
};

describe('record values against dnspython', () => {
    it.each(rows.filter(row => row.dnspython !== null && !row.stricter).map(row => [row.type, row.text, row.dnspython] as const))(
        '%s %s is taken and stored as dnspython writes it',
        (type, text, written) => {
            expect(problemOf({ type, text, dnspython: written })).toBeUndefined();
            if (type !== 'MX') expect(normaliseRecordValue(type, text)).toBe(consoleForm(type, written!));
        },
    );

    it.each(rows.filter(row => row.dnspython === null).map(row => [row.type, row.text] as const))('%s %s is refused, as dnspython refuses it', (type, text) => {
        expect(problemOf({ type, text, dnspython: null })).toMatchObject({ message: expect.stringMatching(/^(rdataChecks|recordChecks)\./) });
    });

    it.each(rows.filter(row => row.stricter).map(row => [row.type, row.text, row.stricter] as const))('%s %s is refused (%s)', (type, text) => {
        expect(problemOf({ type, text, dnspython: null })).toBeDefined();
    });
});
