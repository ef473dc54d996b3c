import { lexBind } from './bindTokens';
import type { Problem } from './check';
import { CERT_TYPES } from '../../validation/rdata/cert';
import { DNSSEC_ALGORITHMS } from '../../validation/rdata/dnssecAlgorithms';

/**
 * RFC 3597's generic syntax in a zone file: a type written TYPEnnn, a class CLASSnnn, and RDATA written as
 * `\# <length> <hex words>` (the record's wire bytes). The reader (parseBind.ts) turns the bytes back into the
 * presentation text a BIND file would hold for that type (decodeRdata: the text dnspython prints, names absolute
 * with their trailing dot, hex and base64 in one word) and reads that text as if it had been written, so the same
 * checks apply. Names in generic RDATA are never compressed (RFC 3597 section 4).
 */

/** The DNS type numbers (IANA) of the types a zone file may hold for the console (SOA read only to be skipped). */
export const TYPE_NUMBERS = {
    A: 1,
    NS: 2,
    CNAME: 5,
    SOA: 6,
    PTR: 12,
    MX: 15,
    TXT: 16,
    AAAA: 28,
    LOC: 29,
    SRV: 33,
    NAPTR: 35,
    CERT: 37,
    DS: 43,
    SSHFP: 44,
    TLSA: 52,
    SMIMEA: 53,
    SVCB: 64,
    HTTPS: 65,
    URI: 256,
    CAA: 257,
} as const;

export type WireType = keyof typeof TYPE_NUMBERS;

const TYPE_NAMES = new Map<number, WireType>(Object.entries(TYPE_NUMBERS).map(([name, number]) => [number, name as WireType]));

const GENERIC_TYPE = /^TYPE(\d{1,5})$/;

/** A type as written ('https', 'TYPE65', 'TYPE999') as the reader names it: 'HTTPS', 'HTTPS', 'TYPE999'. */
export const typeMnemonic = (token: string): string => {
    const upper = token.toUpperCase();
    const generic = GENERIC_TYPE.exec(upper);
    return (generic && TYPE_NAMES.get(Number(generic[1]))) || upper;
};

/** A TYPEnnn the console has no type for: its refusal (undefined for any other name). */
export const unknownGenericType = (type: string): Problem | undefined => {
    const generic = GENERIC_TYPE.exec(type);
    if (!generic || Number(generic[1]) > 65_535) return undefined;
    return { reason: 'zoneFile.genericType', args: { type, number: Number(generic[1]) } };
};

const CLASS_NAMES: Record<number, string> = { 1: 'IN', 3: 'CH', 4: 'HS' };

/** A class as written ('in', 'CLASS1', 'CLASS3') as the reader names it ('IN', 'IN', 'CH'); undefined when the token is no class. */
export const classMnemonic = (token: string, classes: readonly string[]): string | undefined => {
    const upper = token.toUpperCase();
    if (classes.includes(upper)) return upper;
    const generic = /^CLASS(\d{1,5})$/.exec(upper);
    if (!generic || Number(generic[1]) > 65_535) return undefined;
    return CLASS_NAMES[Number(generic[1])] ?? upper;
};

/**
 * Whether RDATA that starts with `\#` is generic RDATA: always, but in a TXT record only when a number follows
 * (`TXT \# text` is the string "#", as BIND reads it; a length must follow the mark otherwise).
 */
export const readsAsGeneric = (type: string, next: string | undefined): boolean => type !== 'TXT' || (next !== undefined && /^\d+$/.test(next));

type Decoded = { text: string } | { problem: Problem };

/** The bytes of generic RDATA from the words after `\#`: the length, then hex words (spaces anywhere between digit pairs or not). */
export const genericBytes = (words: readonly string[], quoted: readonly boolean[] = []): { bytes: Uint8Array } | { problem: Problem } => {
    const [length, ...hexWords] = words;
    if (length === undefined || quoted[0] || !/^\d{1,5}$/.test(length) || Number(length) > 65_535) return { problem: { reason: 'zoneFile.genericSyntax' } };
    const bad = hexWords.findIndex((word, index) => quoted[index + 1] || !/^[0-9a-f]+$/i.test(word));
    if (bad !== -1) return { problem: { reason: 'zoneFile.genericHex', args: { value: hexWords[bad] } } };
    const hex = hexWords.join('');
    if (hex.length % 2 === 1) return { problem: { reason: 'zoneFile.genericOddHex' } };
    const expected = Number(length);
    if (hex.length / 2 !== expected) return { problem: { reason: 'zoneFile.genericLength', args: { expected, found: hex.length / 2 } } };
    const bytes = new Uint8Array(expected);
    for (let index = 0; index < expected; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
    return { bytes };
};

/** Why a decoder stopped: thrown inside a decoder, returned by decodeRdata. */
class Refusal {
    constructor(readonly problem: Problem) {}
}

/** Reads RDATA front to back; every read past the end refuses naming the field it was reading. */
class Reader {
    private at = 0;

    constructor(
        private readonly bytes: Uint8Array,
        readonly type: string,
    ) {}

    get remaining(): number {
        return this.bytes.length - this.at;
    }

    refuse(field: string): never {
        throw new Refusal({ reason: 'zoneFile.genericField', args: { type: this.type, field } });
    }

    take(count: number, field: string): Uint8Array {
        if (count > this.remaining) throw new Refusal({ reason: 'zoneFile.genericTruncated', args: { type: this.type, field } });
        const piece = this.bytes.subarray(this.at, this.at + count);
        this.at += count;
        return piece;
    }

    rest(): Uint8Array {
        return this.take(this.remaining, '');
    }

    /** The rest, which must not be empty. */
    data(field: string): Uint8Array {
        if (this.remaining === 0) this.take(1, field);
        return this.rest();
    }

    u8(field: string): number {
        return this.take(1, field)[0];
    }

    u16(field: string): number {
        const [high, low] = this.take(2, field);
        return high * 256 + low;
    }

    u32(field: string): number {
        const [a, b, c, d] = this.take(4, field);
        return ((a * 256 + b) * 256 + c) * 256 + d;
    }

    /** A <character-string>: a length byte then that many bytes. */
    counted(field: string): Uint8Array {
        return this.take(this.u8(field), field);
    }

    /** An uncompressed domain name in presentation form, absolute (trailing dot); the root is '.'. */
    name(field: string): string {
        const labels: string[] = [];
        let size = 0;
        for (;;) {
            const length = this.u8(field);
            size += length + 1;
            if (length === 0) break;
            if (length >= 0xc0) throw new Refusal({ reason: 'zoneFile.genericCompressed', args: { type: this.type } });
            if (length > 63) this.refuse(field);
            labels.push(escapeLabel(this.take(length, field)));
        }
        if (size > 255) this.refuse(field);
        return labels.length === 0 ? '.' : `${labels.join('.')}.`;
    }

    /** Refuses bytes left after the last field. */
    end(): void {
        if (this.remaining > 0) throw new Refusal({ reason: 'zoneFile.genericTrailing', args: { type: this.type, count: this.remaining } });
    }
}

const ddd = (byte: number): string => `\\${String(byte).padStart(3, '0')}`;

/** Bytes as master-file text: `special` characters after a backslash, printable ASCII as is, anything else \DDD. */
const escapeBytes = (bytes: Uint8Array, special: string, lowest: number): string => {
    let text = '';
    for (const byte of bytes) {
        const char = String.fromCharCode(byte);
        if (special.includes(char)) text += `\\${char}`;
        else if (byte >= lowest && byte < 0x7f) text += char;
        else text += ddd(byte);
    }
    return text;
};

/** A label of a name: the characters a name gives a meaning to escaped, space and controls as \DDD. */
const escapeLabel = (bytes: Uint8Array): string => escapeBytes(bytes, '"().;\\@$', 0x21);

/** A character-string's content (between quotes): \" and \\ escaped, non-printable bytes as \DDD. */
const escapeString = (bytes: Uint8Array): string => escapeBytes(bytes, '"\\', 0x20);

const quoted = (bytes: Uint8Array): string => `"${escapeString(bytes)}"`;

const hexOf = (bytes: Uint8Array): string => Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('');

const base64Of = (bytes: Uint8Array): string => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''));

const ipv4Of = (bytes: Uint8Array): string => Array.from(bytes).join('.');

/** An IPv6 address as RFC 5952 writes it (dnspython's form: the longest run of zero groups, the first of equals, as ::). */
const ipv6Of = (bytes: Uint8Array): string => {
    const groups = Array.from({ length: 8 }, (_, index) => (bytes[index * 2] * 256 + bytes[index * 2 + 1]).toString(16));
    let bestStart = 0;
    let bestLength = 0;
    for (let start = 0; start < 8;) {
        let end = start;
        while (end < 8 && groups[end] === '0') end += 1;
        if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
        start = end + 1;
    }
    if (bestLength < 2) return groups.join(':');
    if (bestStart === 0 && (bestLength === 6 || (bestLength === 5 && groups[5] === 'ffff'))) {
        return `${bestLength === 6 ? '::' : '::ffff:'}${ipv4Of(bytes.subarray(12))}`;
    }
    return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLength).join(':')}`;
};

/** LOC (RFC 1876): one coordinate, "d m s.fff H", from its wire value (2^31 is the equator / prime meridian). */
const locCoordinate = (value: number, limit: number, hemispheres: string, field: string, reader: Reader): string => {
    const offset = value - 2 ** 31;
    const milliseconds = Math.abs(offset);
    if (milliseconds > limit * 3_600_000) reader.refuse(field);
    const degrees = Math.floor(milliseconds / 3_600_000);
    const minutes = Math.floor((milliseconds % 3_600_000) / 60_000);
    const seconds = Math.floor((milliseconds % 60_000) / 1000);
    const fraction = String(milliseconds % 1000).padStart(3, '0');
    return `${degrees} ${minutes} ${seconds}.${fraction} ${hemispheres[offset < 0 ? 1 : 0]}`;
};

/** Centimetres as metres with two decimals ("-0.50m"). */
const metres = (centimetres: number): string => {
    const size = Math.abs(centimetres);
    return `${centimetres < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}m`;
};

/** LOC's size and precisions: a base and a power of ten, both 0..9, in centimetres. */
const locSize = (byte: number, field: string, reader: Reader): number => {
    const base = byte >> 4;
    const exponent = byte & 0x0f;
    if (base > 9 || exponent > 9) reader.refuse(field);
    return base * 10 ** exponent;
};

const loc = (reader: Reader): string => {
    if (reader.u8('version') !== 0) reader.refuse('version');
    const size = locSize(reader.u8('size'), 'size', reader);
    const horizontal = locSize(reader.u8('horizontal precision'), 'horizontal precision', reader);
    const vertical = locSize(reader.u8('vertical precision'), 'vertical precision', reader);
    const latitude = locCoordinate(reader.u32('latitude'), 90, 'NS', 'latitude', reader);
    const longitude = locCoordinate(reader.u32('longitude'), 180, 'EW', 'longitude', reader);
    const altitude = metres(reader.u32('altitude') - 10_000_000);
    const text = `${latitude} ${longitude} ${altitude}`;
    const defaults = size === 100 && horizontal === 1_000_000 && vertical === 1000;
    return defaults ? text : `${text} ${metres(size)} ${metres(horizontal)} ${metres(vertical)}`;
};

/** A number by its mnemonic (CERT types, RFC 4398 2.1; DNSSEC algorithms, RFC 4034 A.1), else the number. */
const named = (names: Readonly<Record<number, string>>, number: number): string | number => names[number] ?? number;

const cert = (reader: Reader): string => {
    const type = reader.u16('type');
    const keyTag = reader.u16('key tag');
    const algorithm = reader.u8('algorithm');
    const certificate = base64Of(reader.data('certificate'));
    return `${named(CERT_TYPES, type)} ${keyTag} ${named(DNSSEC_ALGORITHMS, algorithm)} ${certificate}`;
};

/** SvcParamKeys (RFC 9460 section 14.3.2) by number; others are written keyNNNNN. */
const SVC_KEYS = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'];

const svcKey = (key: number): string => SVC_KEYS[key] ?? `key${key}`;

/** Values split into equal parts (ipv4hint, ipv6hint, mandatory); none may be empty. */
const parts = (value: Uint8Array, size: number, reader: Reader, field: string): Uint8Array[] => {
    if (value.length === 0 || value.length % size !== 0) reader.refuse(field);
    return Array.from({ length: value.length / size }, (_, index) => value.subarray(index * size, (index + 1) * size));
};

/** RFC 9460 appendix A.1: an alpn-id escapes ',' and '\' for the list, then the list is escaped as a character-string. */
const alpnText = (value: Uint8Array, reader: Reader): string => {
    const inner = new Reader(value, reader.type);
    const ids: string[] = [];
    while (inner.remaining > 0) {
        const id = inner.counted('alpn');
        if (id.length === 0) reader.refuse('alpn');
        ids.push(escapeBytes(id, '",\\', 0x20));
    }
    if (ids.length === 0) reader.refuse('alpn');
    return quoted(new TextEncoder().encode(ids.join(',')));
};

/** One SvcParam in presentation form: `key="value"`, or the key alone when it takes no value. */
const svcParam = (key: number, value: Uint8Array, reader: Reader): string => {
    const name = svcKey(key);
    const field = (text: string) => `${name}=${text}`;
    switch (key) {
        case 0: {
            const keys = parts(value, 2, reader, name).map(pair => pair[0] * 256 + pair[1]);
            if (keys.some((listed, index) => index > 0 && listed <= keys[index - 1])) reader.refuse(name);
            return field(`"${keys.map(svcKey).join(',')}"`);
        }
        case 1:
            return field(alpnText(value, reader));
        case 2:
            if (value.length > 0) reader.refuse(name);
            return name;
        case 3:
            if (value.length !== 2) reader.refuse(name);
            return field(`"${value[0] * 256 + value[1]}"`);
        case 4:
            return field(`"${parts(value, 4, reader, name).map(ipv4Of).join(',')}"`);
        case 5:
            if (value.length === 0) reader.refuse(name);
            return field(`"${base64Of(value)}"`);
        case 6:
            return field(`"${parts(value, 16, reader, name).map(ipv6Of).join(',')}"`);
        default:
            return value.length === 0 ? name : field(quoted(value));
    }
};

/** SVCB and HTTPS (RFC 9460 section 2.2): priority, target, then SvcParams in strictly increasing key order. */
const svcb = (reader: Reader): string => {
    const words = [String(reader.u16('priority')), reader.name('target')];
    let previous = -1;
    while (reader.remaining > 0) {
        const key = reader.u16('SvcParamKey');
        if (key <= previous) reader.refuse('SvcParamKey order');
        previous = key;
        const value = reader.take(reader.u16(svcKey(key)), svcKey(key));
        words.push(svcParam(key, value, reader));
    }
    return words.join(' ');
};

const strings = (reader: Reader): string => {
    const texts: string[] = [];
    while (reader.remaining > 0) texts.push(quoted(reader.counted('string')));
    return texts.join(' ');
};

/** Each type's RDATA, read field by field into its presentation text (the fields' order and names of its RFC). */
const DECODERS: Record<Exclude<WireType, 'SOA'>, (reader: Reader) => string> = {
    A: reader => ipv4Of(reader.take(4, 'address')),
    AAAA: reader => ipv6Of(reader.take(16, 'address')),
    NS: reader => reader.name('name'),
    CNAME: reader => reader.name('name'),
    PTR: reader => reader.name('name'),
    MX: reader => `${reader.u16('preference')} ${reader.name('exchange')}`,
    TXT: strings,
    SRV: reader => `${reader.u16('priority')} ${reader.u16('weight')} ${reader.u16('port')} ${reader.name('target')}`,
    CAA: reader => {
        const flags = reader.u8('flags');
        const tag = reader.counted('tag');
        if (tag.length === 0 || !/^[a-z0-9]+$/i.test(String.fromCharCode(...tag))) reader.refuse('tag');
        return `${flags} ${String.fromCharCode(...tag)} ${quoted(reader.rest())}`;
    },
    LOC: loc,
    NAPTR: reader =>
        [
            reader.u16('order'),
            reader.u16('preference'),
            quoted(reader.counted('flags')),
            quoted(reader.counted('services')),
            quoted(reader.counted('regexp')),
            reader.name('replacement'),
        ].join(' '),
    CERT: cert,
    DS: reader => `${reader.u16('key tag')} ${reader.u8('algorithm')} ${reader.u8('digest type')} ${hexOf(reader.data('digest'))}`,
    SSHFP: reader => `${reader.u8('algorithm')} ${reader.u8('fingerprint type')} ${hexOf(reader.data('fingerprint'))}`,
    TLSA: reader => `${reader.u8('usage')} ${reader.u8('selector')} ${reader.u8('matching type')} ${hexOf(reader.data('certificate association data'))}`,
    SMIMEA: reader => `${reader.u8('usage')} ${reader.u8('selector')} ${reader.u8('matching type')} ${hexOf(reader.data('certificate association data'))}`,
    SVCB: svcb,
    HTTPS: svcb,
    URI: reader => `${reader.u16('priority')} ${reader.u16('weight')} ${quoted(reader.data('target'))}`,
};

const hasDecoder = (type: string): type is keyof typeof DECODERS => Object.hasOwn(DECODERS, type);

/**
 * The presentation text of `type`'s RDATA from its wire bytes, or why it cannot be read: a type without a wire
 * form here (the console's own XURL/URLFWD), empty RDATA, a field cut short, a compressed or malformed name, a
 * value its RFC cannot present, bytes after the last field.
 */
export const decodeRdata = (type: string, bytes: Uint8Array): Decoded => {
    if (!hasDecoder(type)) return { problem: { reason: 'zoneFile.genericNoWire', args: { type } } };
    if (bytes.length === 0) return { problem: { reason: 'zoneFile.genericEmpty', args: { type } } };
    const reader = new Reader(bytes, type);
    try {
        const text = DECODERS[type](reader);
        reader.end();
        return { text };
    } catch (caught) {
        if (caught instanceof Refusal) return { problem: caught.problem };
        throw caught;
    }
};

/** The presentation text of generic RDATA: `words` are what follows `\#` (its length, then hex words). */
export const genericRdataText = (type: string, words: readonly string[], quotedWords: readonly boolean[] = []): Decoded => {
    const found = genericBytes(words, quotedWords);
    return 'problem' in found ? found : decodeRdata(type, found.bytes);
};

/**
 * The RDATA fields a file would have given had it written generic RDATA's presentation text: the fields after
 * `\#` decoded, then read by the lexer like any other line (so escapes and quotes mean what they always do).
 */
export const genericFields = (
    type: string,
    words: readonly string[],
    quotedWords: readonly boolean[],
): { fields: string[]; quoted: boolean[]; escapedDot?: number[] } | { problem: Problem } => {
    const found = genericRdataText(type, words, quotedWords);
    if ('problem' in found) return found;
    const [entry] = lexBind(` ${found.text}`);
    return { fields: entry?.tokens ?? [], quoted: entry?.quoted ?? [], ...(entry?.escapedDot ? { escapedDot: entry.escapedDot } : {}) };
};
