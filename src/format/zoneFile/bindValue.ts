import { assertNever } from '../../types/assertNever';
import { isRdataType, type RdataType } from '../../validation/rdata';
import { encodeCharString } from '../../validation/rdata/text';
import { checkMx, RECORD_LIMITS, utf8Bytes, type RecordType } from '../../validation/records';
import { bytesOfText } from '../../validation/txtBytes';
import { targetName } from './bindNames';
import type { Problem } from './check';
import { txtValueOf } from './txt';

/** What the RDATA of a BIND record gives the console: its value, and MX's priority. */
type BindValue = { value: string; mx?: number } | { problem: Problem };

/**
 * How many RDATA fields each type takes. TXT is not counted: it takes one or more strings, read apart; nor the
 * types read as fields (src/validation/rdata), whose own reader counts them.
 */
const FIELDS: Record<Exclude<RecordType, 'TXT' | RdataType>, number> = { A: 1, AAAA: 1, CNAME: 1, NS: 1, PTR: 1, MX: 2, SRV: 4, XURL: 1, URLFWD: 1 };

/** The field of a type read as fields that is a domain name, completed by the origin when relative. */
const NAME_FIELD: Partial<Record<RdataType, number>> = { HTTPS: 1, SVCB: 1, NAPTR: 5 };

/**
 * The lexer's fields (quotes removed, escapes decoded) as presentation text again: quoted fields quoted, escapes
 * written back, and an SvcParam the lexer split at its quote (`alpn=` then "h3,h2") joined again.
 */
const presentation = (type: RdataType, fields: readonly string[], quoted: readonly boolean[], origin: string): string => {
    const parts: string[] = [];
    for (const [index, field] of fields.entries()) {
        const text = index === NAME_FIELD[type] && !quoted[index] ? targetName(field, origin) : field;
        const escaped = encodeCharString(bytesOfText(text), quoted[index] ? '' : ' ');
        const previous = parts.length > 0 ? fields[index - 1] : '';
        if (quoted[index] && !quoted[index - 1] && previous.endsWith('=')) parts[parts.length - 1] += `"${escaped}"`;
        else parts.push(quoted[index] ? `"${escaped}"` : escaped);
    }
    return parts.join(' ');
};

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
 * TXT strings -> recordTxt's value (txt.ts); the types read as fields (CAA, HTTPS, ...) their presentation text,
 * checked and made canonical by the record checks as every value is.
 */
export const bindValue = (type: RecordType, fields: readonly string[], origin: string, quoted: readonly boolean[] = []): BindValue => {
    if (type === 'TXT') return txtValue(fields);
    if (isRdataType(type)) return { value: presentation(type, fields, quoted, origin) };
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
        case 'A':
        case 'AAAA':
        case 'XURL':
        case 'URLFWD':
            return { value: fields[0] };
        default:
            return assertNever(type);
    }
};
