import type { ValidationError } from '../messages';
import { checkHostname } from '../recordHost';
import { RECORD_LIMITS } from '../recordLimits';
import { checkUrl } from '../recordUrl';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { decodeCharString, quoteBytes, splitTokens, unquote, writeUint } from './text';

/**
 * CAA (RFC 8659): 'flags tag "value"', flags 0..255 (128 = critical). The tags of IANA's registry are checked:
 * issue, issuewild (RFC 8659), iodef (RFC 8659), issuemail (RFC 9495), issuevmc (CA/B Forum); any other tag of 1 to
 * 15 letters and digits is kept as it is (a CA that does not know it ignores it unless flagged critical).
 */
export interface CaaFields {
    flags: string;
    tag: string;
    value: string;
}

export const CAA_TAGS = ['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc'] as const;

/** issue, issuewild, issuemail, issuevmc: a CA's domain, optionally "; key=value" parameters; empty or ";" forbids every CA. */
const issuerProblem = (text: string): ValidationError | undefined => {
    const [issuer, ...parameters] = text.split(';').map(part => part.trim());
    if (issuer !== '' && checkHostname(issuer, 'caaIssuer')) return rdataProblem('caaIssuer', { value: issuer });
    if (parameters.some(part => part !== '' && !/^[A-Za-z0-9]+=[\x21-\x3a\x3c-\x7e]*$/.test(part))) return rdataProblem('caaIssuer', { value: text });
    return undefined;
};

/** iodef: where CAs report a refused request, a mailto: address or an http(s) URL. */
const iodefProblem = (text: string): ValidationError | undefined => {
    if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(text)) return undefined;
    if (/^https?:\/\//i.test(text) && !checkUrl(text)) return undefined;
    return rdataProblem('caaIodef', { value: text });
};

const valueProblem = (tag: string, value: string): ValidationError | undefined => {
    const bytes = decodeCharString(value);
    if (!bytes) return rdataProblem('quotes');
    const text = new TextDecoder().decode(new Uint8Array(bytes));
    switch (tag.toLowerCase()) {
        case 'issue':
        case 'issuewild':
        case 'issuemail':
        case 'issuevmc':
            return issuerProblem(text);
        case 'iodef':
            return iodefProblem(text);
        default:
            return undefined;
    }
};

const tagProblem = (tag: string) =>
    new RegExp(`^[A-Za-z0-9]{1,${RECORD_LIMITS.caaTagChars}}$`).test(tag) ? undefined : rdataProblem('caaTag', { value: tag, max: RECORD_LIMITS.caaTagChars });

const write = (fields: CaaFields, fold: (tag: string) => string) =>
    [writeUint(fields.flags.trim()), fold(fields.tag.trim()), quoteBytes(decodeCharString(fields.value) ?? [])].join(' ');

export const caa: RdataFamily<CaaFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens) return rdataProblem('quotes');
        if (tokens.length !== 3) return rdataProblem('valueCaa');
        const [flags, tag, value] = tokens;
        return { flags, tag, value: unquote(value) };
    },
    check: fields =>
        problems([
            ['flags', uintProblem(fields.flags, RECORD_LIMITS.caaFlags.max, 'caaFlags')],
            ['tag', tagProblem(fields.tag.trim())],
            ['value', valueProblem(fields.tag.trim(), fields.value)],
        ]),
    write: fields => write(fields, tag => tag),
    compare: fields => write(fields, tag => tag.toLowerCase()),
    blank: () => ({ flags: '0', tag: 'issue', value: '' }),
};
