import { assertNever } from '../../types/assertNever';
import { checkMx, RECORD_LIMITS, utf8Bytes, type RecordType } from '../../validation/records';
import { targetName } from './bindNames';
import type { Problem } from './check';
import { quoteString, txtValueOf } from './txt';

/** What the RDATA of a BIND record gives the console: its value, and MX's priority. */
type BindValue = { value: string; mx?: number } | { problem: Problem };

/** How many RDATA fields each type takes. TXT is not counted: it takes one or more strings, read apart. */
const FIELDS: Record<Exclude<RecordType, 'TXT'>, number> = { A: 1, AAAA: 1, CNAME: 1, NS: 1, PTR: 1, MX: 2, SRV: 4, CAA: 3, XURL: 1, URLFWD: 1 };

/** A TXT's strings as a file gives them: each at most 255 bytes, as DNS (and BIND, reading it) requires. */
const txtValue = (fields: readonly string[]): BindValue => {
    if (fields.length === 0) return { problem: { reason: 'zoneFile.rdataTxt' } };
    const max = RECORD_LIMITS.txtStringBytes;
    for (const [index, text] of fields.entries()) {
        const bytes = utf8Bytes(text);
        if (bytes > max)
            return { problem: { reason: 'recordChecks.txtStringTooLong', args: { n: String(index + 1), bytes: String(bytes), max: String(max) } } };
    }
    return { value: txtValueOf(fields) };
};

/**
 * The console's value from the RDATA fields of a record of `type` (a console type), `origin` completing relative
 * target names. MX "10 mail" -> mx 10, value mail.<origin>; SRV "10 5 5060 sip" -> "10 5 5060 sip.<origin>";
 * CAA 0 issue "ca.example" -> '0 issue "ca.example"'; TXT strings -> recordTxt's value (txt.ts).
 */
export const bindValue = (type: RecordType, fields: readonly string[], origin: string): BindValue => {
    if (type === 'TXT') return txtValue(fields);
    const expected = FIELDS[type];
    if (fields.length !== expected) return { problem: { reason: 'zoneFile.rdata', args: { type, expected, found: fields.length } } };
    switch (type) {
        case 'CNAME':
        case 'NS':
        case 'PTR':
            return { value: targetName(fields[0], origin) };
        case 'MX': {
            const found = checkMx(fields[0]);
            if (found) return { problem: { reason: found.message, args: found.args } };
            return { value: targetName(fields[1], origin), mx: Number(fields[0]) };
        }
        case 'SRV':
            return { value: `${fields[0]} ${fields[1]} ${fields[2]} ${targetName(fields[3], origin)}` };
        case 'CAA':
            return { value: `${fields[0]} ${fields[1]} ${quoteString(fields[2])}` };
        case 'A':
        case 'AAAA':
        case 'XURL':
        case 'URLFWD':
            return { value: fields[0] };
        default:
            return assertNever(type);
    }
};
