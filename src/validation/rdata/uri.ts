import { RECORD_LIMITS } from '../recordLimits';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { decodeCharString, quoteBytes, splitTokens, unquote, writeUint } from './text';

/** URI (RFC 7553): 'priority weight "target"', the target a URI (RFC 3986: a scheme, a colon, the rest). */
export interface UriFields {
    priority: string;
    weight: string;
    target: string;
}

const max16 = RECORD_LIMITS.uint16.max;

const targetProblem = (text: string) => {
    const bytes = decodeCharString(text);
    if (!bytes || bytes.length === 0) return rdataProblem('uriTarget', { value: text });
    return /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(text) ? undefined : rdataProblem('uriTarget', { value: text });
};

const write = (fields: UriFields) =>
    [writeUint(fields.priority.trim()), writeUint(fields.weight.trim()), quoteBytes(decodeCharString(fields.target) ?? [])].join(' ');

export const uri: RdataFamily<UriFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens) return rdataProblem('quotes');
        if (tokens.length !== 3) return rdataProblem('valueUri');
        const [priority, weight, target] = tokens;
        return { priority, weight, target: unquote(target) };
    },
    check: fields =>
        problems([
            ['priority', uintProblem(fields.priority, max16, 'uriPriority')],
            ['weight', uintProblem(fields.weight, max16, 'uriWeight')],
            ['target', targetProblem(fields.target)],
        ]),
    write,
    compare: write,
    blank: () => ({ priority: '10', weight: '1', target: '' }),
};
