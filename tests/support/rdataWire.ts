import fc from 'fast-check';

/**
 * Random RDATA of the types RFC 3597 generic syntax can carry for the console, each drawn as its parts and
 * written twice: the presentation text (the one form dnspython prints, see tests/fixtures/rfc3597) and the wire
 * bytes. Property tests decode the bytes and expect the text back.
 */
export interface WireCase {
    type: string;
    text: string;
    wire: number[];
}

type Piece = { text: string; wire: number[] };

const join = (pieces: Piece[], separator = ' '): Piece => ({
    text: pieces.map(piece => piece.text).join(separator),
    wire: pieces.flatMap(piece => piece.wire),
});

const u8 = fc.integer({ min: 0, max: 255 }).map(value => ({ text: String(value), wire: [value] }));
const u16 = fc.integer({ min: 0, max: 65_535 }).map(value => ({ text: String(value), wire: [value >> 8, value & 255] }));
const u32Bytes = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];

const hex = (bytes: number[]) => bytes.map(byte => byte.toString(16).padStart(2, '0')).join('');
const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');
const someBytes = (maxLength: number) => fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength });

/** Label bytes and how a name writes them: ordinary characters as is, specials escaped, others \DDD. */
const LABEL_BYTES: Array<[number, string]> = [
    ...'abcxyzABZ019-_*'.split('').map(char => [char.charCodeAt(0), char] as [number, string]),
    [46, '\\.'],
    [32, '\\032'],
    [34, '\\"'],
    [59, '\\;'],
    [64, '\\@'],
    [0, '\\000'],
    [195, '\\195'],
];

const label = fc.array(fc.constantFrom(...LABEL_BYTES), { minLength: 1, maxLength: 10 });

/** An absolute name (trailing dot; the root '.'), uncompressed on the wire. */
const name: fc.Arbitrary<Piece> = fc.array(label, { maxLength: 4 }).map(labels => ({
    text: labels.length === 0 ? '.' : `${labels.map(chars => chars.map(([, text]) => text).join('')).join('.')}.`,
    wire: [...labels.flatMap(chars => [chars.length, ...chars.map(([byte]) => byte)]), 0],
}));

/** Bytes of a character-string and how it is written between quotes. */
const STRING_BYTES: Array<[number, string]> = [
    ...'az AZ09;()=.,'.split('').map(char => [char.charCodeAt(0), char] as [number, string]),
    [34, '\\"'],
    [92, '\\\\'],
    [0, '\\000'],
    [9, '\\009'],
    [127, '\\127'],
    [233, '\\233'],
];

const stringBody = (minLength: number, maxLength: number) => fc.array(fc.constantFrom(...STRING_BYTES), { minLength, maxLength });

const characterString = stringBody(0, 20).map(chars => ({
    text: `"${chars.map(([, text]) => text).join('')}"`,
    wire: [chars.length, ...chars.map(([byte]) => byte)],
}));

/** A quoted value filling the rest of the RDATA (no length byte). */
const restString = (minLength: number) =>
    stringBody(minLength, 30).map(chars => ({ text: `"${chars.map(([, text]) => text).join('')}"`, wire: chars.map(([byte]) => byte) }));

const hexData = someBytes(80).map(bytes => ({ text: hex(bytes), wire: bytes }));

const ipv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }).map(bytes => ({ text: bytes.join('.'), wire: bytes }));

/** An IPv6 address with no run of zero groups (so its text is plain): ipv6 shapes are checked against URL's serializer. */
const plainIpv6 = fc.array(fc.integer({ min: 1, max: 65_535 }), { minLength: 8, maxLength: 8 }).map(groups => ({
    text: groups.map(group => group.toString(16)).join(':'),
    wire: groups.flatMap(group => [group >> 8, group & 255]),
}));

const metres = (centimetres: number) =>
    `${centimetres < 0 ? '-' : ''}${Math.floor(Math.abs(centimetres) / 100)}.${String(Math.abs(centimetres) % 100).padStart(2, '0')}m`;

const coordinate = (limit: number, hemispheres: string) =>
    fc.integer({ min: -limit * 3_600_000, max: limit * 3_600_000 }).map(offset => {
        const size = Math.abs(offset);
        const parts = [Math.floor(size / 3_600_000), Math.floor((size % 3_600_000) / 60_000), Math.floor((size % 60_000) / 1000)];
        return {
            text: `${parts[0]} ${parts[1]} ${parts[2]}.${String(size % 1000).padStart(3, '0')} ${hemispheres[offset < 0 ? 1 : 0]}`,
            wire: u32Bytes(2 ** 31 + offset),
        };
    });

const locSize = fc.record({ base: fc.integer({ min: 0, max: 9 }), exponent: fc.integer({ min: 0, max: 9 }) }).map(({ base, exponent }) => ({
    centimetres: base * 10 ** exponent,
    byte: base * 16 + exponent,
}));

const loc = fc
    .record({
        latitude: coordinate(90, 'NS'),
        longitude: coordinate(180, 'EW'),
        altitude: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        sizes: fc.tuple(locSize, locSize, locSize),
    })
    .map(({ latitude, longitude, altitude, sizes }) => {
        const defaults = sizes[0].centimetres === 100 && sizes[1].centimetres === 1_000_000 && sizes[2].centimetres === 1000;
        const text = `${latitude.text} ${longitude.text} ${metres(altitude - 10_000_000)}`;
        return {
            text: defaults ? text : `${text} ${sizes.map(size => metres(size.centimetres)).join(' ')}`,
            wire: [0, ...sizes.map(size => size.byte), ...latitude.wire, ...longitude.wire, ...u32Bytes(altitude)],
        };
    });

const CERT_TYPES: Record<number, string> = { 1: 'PKIX', 3: 'PGP', 253: 'URI', 254: 'OID' };
const ALGORITHMS: Record<number, string> = { 8: 'RSASHA256', 13: 'ECDSAP256SHA256', 15: 'ED25519', 254: 'PRIVATEOID' };
const mnemonic = (table: Record<number, string>, wide: boolean) =>
    fc.oneof(fc.constantFrom(...Object.keys(table).map(Number)), fc.constantFrom(0, 9, 100, 250)).map(value => ({
        text: table[value] ?? String(value),
        wire: wide ? [value >> 8, value & 255] : [value],
    }));

const cert = fc
    .tuple(mnemonic(CERT_TYPES, true), u16, mnemonic(ALGORITHMS, false), someBytes(60))
    .map(([type, tag, algorithm, bytes]) => join([type, tag, algorithm, { text: base64(bytes), wire: bytes }]));

/** One SvcParam: its key number, text and value bytes. */
type SvcParam = { key: number; text: string; value: number[] };

const ALPN_IDS: Array<[number[], string]> = [
    [[0x68, 0x32], 'h2'],
    [[0x68, 0x33], 'h3'],
    [Array.from('http/1.1', char => char.charCodeAt(0)), 'http/1.1'],
    [[0x61, 0x2c, 0x62], 'a\\\\,b'],
    [[0x22], '\\\\\\"'],
    [[0x01], '\\\\001'],
];

const alpn = fc
    .array(fc.constantFrom(...ALPN_IDS), { minLength: 1, maxLength: 3 })
    .map((ids): SvcParam => ({ key: 1, text: `alpn="${ids.map(([, text]) => text).join(',')}"`, value: ids.flatMap(([bytes]) => [bytes.length, ...bytes]) }));
const port = fc.integer({ min: 0, max: 65_535 }).map((value): SvcParam => ({ key: 3, text: `port="${value}"`, value: [value >> 8, value & 255] }));
const hints = <T extends Piece>(key: number, keyName: string, address: fc.Arbitrary<T>) =>
    fc
        .array(address, { minLength: 1, maxLength: 3 })
        .map((list): SvcParam => ({ key, text: `${keyName}="${list.map(item => item.text).join(',')}"`, value: list.flatMap(item => item.wire) }));
const ech = someBytes(40).map((bytes): SvcParam => ({ key: 5, text: `ech="${base64(bytes)}"`, value: bytes }));
const unknownKey = fc
    .tuple(fc.integer({ min: 7, max: 65_535 }), restString(0))
    .map(([key, value]): SvcParam =>
        value.wire.length === 0 ? { key, text: `key${key}`, value: [] } : { key, text: `key${key}=${value.text}`, value: value.wire },
    );

const SVC_NAMES = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'];

const svcParams = fc
    .record({
        alpn: fc.option(alpn),
        noDefaultAlpn: fc.boolean(),
        port: fc.option(port),
        ipv4: fc.option(hints(4, 'ipv4hint', ipv4)),
        ech: fc.option(ech),
        ipv6: fc.option(hints(6, 'ipv6hint', plainIpv6)),
        unknown: fc.option(unknownKey),
        mandatory: fc.boolean(),
    })
    .map(drawn => {
        const params = [drawn.alpn, drawn.port, drawn.ipv4, drawn.ech, drawn.ipv6, drawn.unknown].filter((param): param is SvcParam => param !== null);
        if (drawn.alpn && drawn.noDefaultAlpn) params.push({ key: 2, text: 'no-default-alpn', value: [] });
        const listed = params.map(param => param.key).filter(key => key >= 1 && key <= 6);
        if (drawn.mandatory && listed.length > 0) {
            const keys = [...listed].sort((a, b) => a - b);
            params.push({ key: 0, text: `mandatory="${keys.map(key => SVC_NAMES[key]).join(',')}"`, value: keys.flatMap(key => [key >> 8, key & 255]) });
        }
        return params.sort((a, b) => a.key - b.key);
    });

const svcb = fc.tuple(fc.integer({ min: 1, max: 65_535 }), name, svcParams).map(([priority, target, params]) => ({
    text: [String(priority), target.text, ...params.map(param => param.text)].join(' '),
    wire: [
        priority >> 8,
        priority & 255,
        ...target.wire,
        ...params.flatMap(param => [param.key >> 8, param.key & 255, param.value.length >> 8, param.value.length & 255, ...param.value]),
    ],
}));

const aliasMode = name.map(target => join([{ text: '0', wire: [0, 0] }, target]));

const BY_TYPE: Record<string, fc.Arbitrary<Piece>> = {
    A: ipv4,
    NS: name,
    CNAME: name,
    PTR: name,
    MX: fc.tuple(u16, name).map(join),
    TXT: fc.array(characterString, { minLength: 1, maxLength: 3 }).map(pieces => join(pieces)),
    SRV: fc.tuple(u16, u16, u16, name).map(join),
    CAA: fc
        .tuple(u8, fc.stringMatching(/^[a-z0-9]{1,15}$/), restString(0))
        .map(([flags, tag, value]) => join([flags, { text: tag, wire: [tag.length, ...Array.from(tag, char => char.charCodeAt(0))] }, value])),
    LOC: loc,
    NAPTR: fc.tuple(u16, u16, characterString, characterString, characterString, name).map(join),
    CERT: cert,
    DS: fc.tuple(u16, u8, u8, hexData).map(join),
    SSHFP: fc.tuple(u8, u8, hexData).map(join),
    TLSA: fc.tuple(u8, u8, u8, hexData).map(join),
    SMIMEA: fc.tuple(u8, u8, u8, hexData).map(join),
    SVCB: fc.oneof(svcb, aliasMode),
    HTTPS: fc.oneof(svcb, aliasMode),
    URI: fc.tuple(u16, u16, restString(1)).map(join),
};

/** A random record of one of the types, as text and wire. */
export const wireCase: fc.Arbitrary<WireCase> = fc.oneof(
    ...Object.entries(BY_TYPE).map(([type, piece]) => piece.map(({ text, wire }) => ({ type, text, wire }))),
);

/** Random IPv6 addresses as 16 bytes, biased towards zero groups (the compressions). */
export const ipv6Bytes = fc
    .array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 65_535 })), { minLength: 8, maxLength: 8 })
    .map(groups => groups.flatMap(group => [group >> 8, group & 255]));
