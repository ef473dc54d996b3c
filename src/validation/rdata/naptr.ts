import { RECORD_LIMITS } from '../recordLimits';
import { nameProblem, problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { absolute, decodeCharString, quoteBytes, splitTokens, unquote, writeUint } from './text';

/**
 * NAPTR (RFC 3403 section 4.1): 'order preference "flags" "services" "regexp" replacement'. Flags are letters and
 * digits; a rule uses either the regexp or the replacement, not both (the other is "" or ".").
 */
export interface NaptrFields {
    order: string;
    preference: string;
    flags: string;
    services: string;
    regexp: string;
    replacement: string;
}

const max16 = RECORD_LIMITS.uint16.max;

/** A character-string field: its text between the quotes is valid (escapes, at most 255 bytes). */
const stringProblem = (text: string, key: string) => {
    const bytes = decodeCharString(text);
    return bytes && bytes.length <= RECORD_LIMITS.txtStringBytes ? undefined : rdataProblem(key, { value: text });
};

const write = (fields: NaptrFields, fold: (text: string) => string) => {
    const string = (text: string) => quoteBytes(decodeCharString(text) ?? []);
    const replacement = fields.replacement.trim();
    return [
        writeUint(fields.order.trim()),
        writeUint(fields.preference.trim()),
        string(fold(fields.flags)),
        string(fields.services),
        string(fields.regexp),
        replacement === '.' ? '.' : fold(absolute(replacement)),
    ].join(' ');
};

export const naptr: RdataFamily<NaptrFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens) return rdataProblem('quotes');
        if (tokens.length !== 6) return rdataProblem('valueNaptr');
        const [order, preference, flags, services, regexp, replacement] = tokens;
        return { order, preference, flags: unquote(flags), services: unquote(services), regexp: unquote(regexp), replacement };
    },
    check: fields =>
        problems([
            ['order', uintProblem(fields.order, max16, 'naptrOrder')],
            ['preference', uintProblem(fields.preference, max16, 'naptrPreference')],
            ['flags', /^[A-Za-z0-9]*$/.test(fields.flags) ? undefined : rdataProblem('naptrFlags', { value: fields.flags })],
            ['services', stringProblem(fields.services, 'naptrServices')],
            ['regexp', stringProblem(fields.regexp, 'naptrRegexp')],
            ['replacement', nameProblem(fields.replacement, 'naptrReplacement', true)],
            ['replacement', fields.regexp !== '' && fields.replacement.trim() !== '.' ? rdataProblem('naptrBoth') : undefined],
        ]),
    write: fields => write(fields, text => text),
    compare: fields => write(fields, text => text.toLowerCase()),
    blank: () => ({ order: '100', preference: '10', flags: 'S', services: 'SIP+D2U', regexp: '', replacement: '' }),
};
