import type { ValidationError } from '../messages';
import { isIpv4, isIpv6 } from '../ip';
import { RECORD_LIMITS } from '../recordLimits';
import { nameProblem, problems, uintProblem, type RdataFamily } from './family';
import { asciiOf, compressIpv6, joinList, splitList } from './lists';
import { rdataProblem, type FieldProblems } from './problem';
import { absolute, base64Text, decodeCharString, encodeCharString, isBase64, splitTokens, unquote, writeUint } from './text';

/**
 * HTTPS and SVCB (RFC 9460): "priority target key=value ...". Priority 0 is AliasMode (a target and no
 * parameters); otherwise ServiceMode, whose SvcParams are rows of key and value, written back sorted by key number.
 */
export interface SvcParamRow {
    key: string;
    /** The value as written between the quotes (escapes kept); '' for a key without a value. */
    value: string;
}

export interface SvcbFields {
    priority: string;
    target: string;
    params: SvcParamRow[];
}

/** The keys with a name (RFC 9460 section 14.3.2); any key may also be written keyNNNNN. */
export const SVC_PARAM_KEYS = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'] as const;

export type SvcParamName = (typeof SVC_PARAM_KEYS)[number];

/** The reserved "invalid key". */
const INVALID_KEY = 65_535;

const GENERIC_KEY = /^key(0|[1-9]\d{0,4})$/;

/** A key's number: its index among the named keys, or NNNNN of keyNNNNN; undefined for anything else. */
export const svcKeyNumber = (key: string): number | undefined => {
    const named = (SVC_PARAM_KEYS as readonly string[]).indexOf(key);
    if (named >= 0) return named;
    const generic = GENERIC_KEY.exec(key);
    return generic && Number(generic[1]) <= RECORD_LIMITS.uint16.max ? Number(generic[1]) : undefined;
};

/** A key by its number, by name when it has one. */
const svcKeyName = (number: number): string => SVC_PARAM_KEYS[number] ?? `key${number}`;

const keyProblem = (key: string): ValidationError | undefined => {
    const number = svcKeyNumber(key);
    if (number === undefined) return rdataProblem('svcKey', { value: key });
    if (number === INVALID_KEY) return rdataProblem('svcKeyReserved', { value: key });
    if (!(SVC_PARAM_KEYS as readonly string[]).includes(key) && number < SVC_PARAM_KEYS.length)
        return rdataProblem('svcKeyNamed', { value: key, name: svcKeyName(number) });
    return undefined;
};

/** The problem of one parameter's value, its key known to be valid. */
const valueProblem = (key: string, value: string, present: ReadonlySet<number>): ValidationError | undefined => {
    const bytes = decodeCharString(value);
    if (!bytes) return rdataProblem('svcEscape', { key });
    switch (key) {
        case 'mandatory': {
            const keys = splitList(bytes).map(asciiOf);
            if (bytes.length === 0) return rdataProblem('svcEmpty', { key });
            const seen = new Set<number>();
            for (const listed of keys) {
                const number = svcKeyNumber(listed);
                if (number === undefined || number === INVALID_KEY) return rdataProblem('svcKey', { value: listed });
                if (number === 0) return rdataProblem('svcMandatorySelf');
                if (seen.has(number)) return rdataProblem('svcMandatoryTwice', { value: listed });
                if (!present.has(number)) return rdataProblem('svcMandatoryMissing', { value: listed });
                seen.add(number);
            }
            return undefined;
        }
        case 'alpn': {
            const ids = splitList(bytes);
            if (bytes.length === 0 || ids.some(id => id.length === 0 || id.length > RECORD_LIMITS.alpnIdBytes))
                return rdataProblem('svcAlpn', { max: RECORD_LIMITS.alpnIdBytes });
            return undefined;
        }
        case 'no-default-alpn':
            if (bytes.length > 0) return rdataProblem('svcNoValue', { key });
            return present.has(1) ? undefined : rdataProblem('svcNoDefaultAlpn');
        case 'port':
            return uintProblem(asciiOf(bytes), RECORD_LIMITS.uint16.max, 'svcPort');
        case 'ipv4hint':
            return bytes.length > 0 && splitList(bytes).every(item => isIpv4(asciiOf(item))) ? undefined : rdataProblem('svcIpv4', { value });
        case 'ipv6hint':
            return bytes.length > 0 && splitList(bytes).every(item => isIpv6(asciiOf(item))) ? undefined : rdataProblem('svcIpv6', { value });
        case 'ech': {
            const text = base64Text(asciiOf(bytes));
            return text !== '' && isBase64(text) ? undefined : rdataProblem('svcEch');
        }
        default:
            return undefined;
    }
};

const checkParams = (fields: SvcbFields): FieldProblems => {
    const present = new Set<number>();
    const found: Array<readonly [string, ValidationError | undefined]> = [];
    for (const [index, row] of fields.params.entries()) {
        const key = row.key.trim();
        let problem = keyProblem(key);
        const number = svcKeyNumber(key);
        if (!problem && number !== undefined && present.has(number)) problem = rdataProblem('svcKeyTwice', { value: key });
        if (number !== undefined) present.add(number);
        found.push([`params.${index}.key`, problem]);
    }
    for (const [index, row] of fields.params.entries()) {
        const key = row.key.trim();
        if (keyProblem(key)) continue;
        const named = svcKeyName(svcKeyNumber(key) ?? 0);
        found.push([`params.${index}.value`, valueProblem(named, row.value, present)]);
    }
    return problems(found);
};

/** One parameter in canonical form: key="value", or the key alone when it has no value. */
const writeParam = ({ key, value }: SvcParamRow): string => {
    const name = svcKeyName(svcKeyNumber(key.trim()) ?? 0);
    const bytes = decodeCharString(value) ?? [];
    const list = splitList(bytes).map(asciiOf);
    switch (name) {
        case 'mandatory': {
            const numbers = list.map(listed => svcKeyNumber(listed) ?? 0).sort((a, b) => a - b);
            return `mandatory="${numbers.map(svcKeyName).join(',')}"`;
        }
        case 'alpn':
            return `alpn="${encodeCharString(joinList(splitList(bytes)))}"`;
        case 'no-default-alpn':
            return name;
        case 'port':
            return `port="${writeUint(asciiOf(bytes))}"`;
        case 'ipv4hint':
            return `ipv4hint="${list.join(',')}"`;
        case 'ipv6hint':
            return `ipv6hint="${list.map(compressIpv6).join(',')}"`;
        case 'ech':
            return `ech="${base64Text(asciiOf(bytes))}"`;
        default:
            return bytes.length === 0 ? name : `${name}="${encodeCharString(bytes)}"`;
    }
};

const writeSvcb = (fields: SvcbFields, fold: (name: string) => string): string => {
    const params = [...fields.params].sort((a, b) => (svcKeyNumber(a.key.trim()) ?? 0) - (svcKeyNumber(b.key.trim()) ?? 0));
    const target = fields.target.trim();
    return [writeUint(fields.priority.trim()), target === '.' ? '.' : fold(absolute(target)), ...params.map(writeParam)].join(' ');
};

export const svcb: RdataFamily<SvcbFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens) return rdataProblem('quotes');
        if (tokens.length < 2) return rdataProblem('valueSvcb');
        const [priority, target, ...rest] = tokens;
        const params = rest.map(token => {
            const equals = token.indexOf('=');
            return equals < 0 ? { key: token, value: '' } : { key: token.slice(0, equals), value: unquote(token.slice(equals + 1)) };
        });
        return { priority, target, params };
    },
    check(fields) {
        return problems([
            ['priority', uintProblem(fields.priority, RECORD_LIMITS.uint16.max, 'svcPriority')],
            ['target', nameProblem(fields.target, 'svcTarget', true)],
            ['params', fields.priority.trim() === '0' && fields.params.length > 0 ? rdataProblem('svcAliasParams') : undefined],
            ...Object.entries(checkParams(fields)),
        ]);
    },
    write: fields => writeSvcb(fields, name => name),
    compare: fields => writeSvcb(fields, name => name.toLowerCase()),
    blank: () => ({ priority: '1', target: '.', params: [{ key: 'alpn', value: 'h3,h2' }] }),
};
