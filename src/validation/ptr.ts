import { collapseIPv6Number, IPv4, IPv6 } from 'ip-num';
import { isIpv4, isIpv6 } from './ip';
import type { ValidationError } from './messages';

/**
 * Reverse DNS names (RFC 1035 in-addr.arpa, RFC 3596 ip6.arpa), as pure functions over bigints.
 *
 * A reverse zone is cut on label boundaries: IPv4 prefixes of /8, /16 or /24 (one label per octet), IPv6
 * prefixes of /4 to /124 in steps of 4 (one label per nibble). Other IPv4 lengths would need RFC 2317 classless
 * delegation, which the parent zone's owner has to set up: we refuse them with a message saying what to type.
 */
type IpFamily = 4 | 6;

export interface ReversePrefix {
    family: IpFamily;
    /** The network address (host bits zero) as a number. */
    network: bigint;
    /** Prefix length in bits. */
    length: number;
}

const BITS: Record<IpFamily, number> = { 4: 32, 6: 128 };
/** Bits per label: an octet (IPv4) or a nibble (IPv6). */
const STEP: Record<IpFamily, number> = { 4: 8, 6: 4 };
const SUFFIX: Record<IpFamily, string> = { 4: 'in-addr.arpa', 6: 'ip6.arpa' };

const IPV4_ZONE_LENGTHS = [8, 16, 24] as const;

const fail = (key: string, args: Record<string, string> = {}): ValidationError => ({ message: `ptr.validation.${key}`, args });

// ---- addresses ----------------------------------------------------------------------------------------------

interface ParsedAddress {
    family: IpFamily;
    value: bigint;
}

/** An IPv4 or IPv6 address (trimmed), or undefined. */
export const parseAddress = (text: string | null | undefined): ParsedAddress | undefined => {
    const trimmed = String(text ?? '').trim();
    if (isIpv4(trimmed)) return { family: 4, value: IPv4.fromDecimalDottedString(trimmed).getValue() };
    if (isIpv6(trimmed)) return { family: 6, value: IPv6.fromString(trimmed).getValue() };
    return undefined;
};

/** Dotted IPv4 or compressed lower-case IPv6 (RFC 5952 style, as ip-num collapses it). */
export const formatAddress = ({ family, value }: ParsedAddress): string =>
    family === 4 ? IPv4.fromNumber(value).toString() : collapseIPv6Number(IPv6.fromBigInt(value).toString()).toLowerCase();

/** The canonical spelling of an address (2001:DB8:0::1 -> 2001:db8::1); the text itself when not an address. */
export const canonicalAddress = (text: string): string => {
    const parsed = parseAddress(text);
    return parsed ? formatAddress(parsed) : text.trim();
};

// ---- labels -------------------------------------------------------------------------------------------------

/** The address's labels, most significant first (octets in decimal, nibbles in hex). */
const labelsOf = ({ family, value }: ParsedAddress, count = BITS[family] / STEP[family]): string[] => {
    const step = STEP[family];
    const total = BITS[family] / step;
    const mask = (1n << BigInt(step)) - 1n;
    const labels: string[] = [];
    for (let index = 0; index < count; index++) {
        const part = (value >> BigInt((total - 1 - index) * step)) & mask;
        labels.push(family === 4 ? part.toString(10) : part.toString(16));
    }
    return labels;
};

/** Labels (most significant first) -> the value they start, the rest zero; undefined when a label is not valid. */
const valueOf = (family: IpFamily, labels: readonly string[]): bigint | undefined => {
    const step = STEP[family];
    const total = BITS[family] / step;
    if (labels.length > total) return undefined;
    let value = 0n;
    for (const [index, label] of labels.entries()) {
        const valid = family === 4 ? /^(0|[1-9]\d{0,2})$/.test(label) && Number(label) <= 255 : /^[0-9a-f]$/i.test(label);
        if (!valid) return undefined;
        value |= BigInt(family === 4 ? Number(label) : parseInt(label, 16)) << BigInt((total - 1 - index) * step);
    }
    return value;
};

const hostMask = (family: IpFamily, length: number): bigint => (1n << BigInt(BITS[family] - length)) - 1n;

// ---- prefixes and zones -------------------------------------------------------------------------------------

type PrefixParse = { prefix: ReversePrefix } | { error: ValidationError };

/**
 * "192.168.1.0/24" or "2001:db8::/32" -> the prefix. Refused: no "/length", a bad address, an IPv4 length other
 * than 8/16/24, an IPv6 length not a multiple of 4 in 4..124, host bits set (the message names the network).
 */
export const parsePrefix = (text: string | null | undefined): PrefixParse => {
    const trimmed = String(text ?? '').trim();
    if (trimmed === '') return { error: fail('prefixRequired') };
    const match = /^([^/\s]+)\/(\d{1,3})$/.exec(trimmed);
    if (!match) return { error: fail('prefixFormat') };
    const address = parseAddress(match[1]);
    if (!address) return { error: fail('prefixFormat') };
    const length = Number(match[2]);
    const { family } = address;
    if (family === 4 && !(IPV4_ZONE_LENGTHS as readonly number[]).includes(length)) return { error: fail('ipv4Length') };
    if (family === 6 && (length < 4 || length > 124 || length % 4 !== 0)) return { error: fail('ipv6Length') };
    const network = address.value & ~hostMask(family, length);
    if (network !== address.value) return { error: fail('hostBits', { network: prefixText({ family, network, length }) }) };
    return { prefix: { family, network, length } };
};

/** The prefix as typed canonically: 192.168.1.0/24, 2001:db8::/32. */
export const prefixText = ({ family, network, length }: ReversePrefix): string => `${formatAddress({ family, value: network })}/${length}`;

/** 192.168.1.0/24 -> 1.168.192.in-addr.arpa; 2001:db8::/32 -> 8.b.d.0.1.0.0.2.ip6.arpa. */
export const zoneNameOf = ({ family, network, length }: ReversePrefix): string =>
    [...labelsOf({ family, value: network }, length / STEP[family])].reverse().concat(SUFFIX[family]).join('.');

const splitName = (name: string): { family: IpFamily; labels: string[] } | undefined => {
    const lower = name.trim().toLowerCase().replace(/\.$/, '');
    for (const family of [4, 6] as const) {
        const suffix = `.${SUFFIX[family]}`;
        if (lower.endsWith(suffix)) return { family, labels: lower.slice(0, -suffix.length).split('.').reverse() };
    }
    return undefined;
};

/** The inverse of zoneNameOf: 1.168.192.in-addr.arpa -> 192.168.1.0/24; undefined for other names. */
export const prefixOfZone = (zoneName: string): ReversePrefix | undefined => {
    const split = splitName(zoneName);
    if (!split || split.labels.length === 0) return undefined;
    const network = valueOf(split.family, split.labels);
    if (network === undefined) return undefined;
    const length = split.labels.length * STEP[split.family];
    return length < BITS[split.family] ? { family: split.family, network, length } : undefined;
};

/** Whether the address lies in the prefix (same family, same network bits). */
export const inPrefix = (address: ParsedAddress, { family, network, length }: ReversePrefix): boolean =>
    address.family === family && (address.value & ~hostMask(family, length)) === network;

// ---- PTR names ----------------------------------------------------------------------------------------------

/** 192.168.1.5 -> 5.1.168.192.in-addr.arpa (every octet or nibble); undefined when not an address. */
export const ptrNameOf = (text: string): string | undefined => {
    const address = parseAddress(text);
    return address ? [...labelsOf(address)].reverse().concat(SUFFIX[address.family]).join('.') : undefined;
};

/** 5.1.168.192.in-addr.arpa (trailing dot allowed, any case) -> 192.168.1.5; undefined unless a full name. */
export const addressOfPtrName = (name: string): string | undefined => {
    const split = splitName(name);
    if (!split || split.labels.length !== BITS[split.family] / STEP[split.family]) return undefined;
    const value = valueOf(split.family, split.labels);
    return value === undefined ? undefined : formatAddress({ family: split.family, value });
};

/** The PTR name relative to the zone: 192.168.1.5 in 192.168.1.0/24 -> "5"; undefined when outside. */
export const relativeName = (text: string, prefix: ReversePrefix): string | undefined => {
    const address = parseAddress(text);
    if (!address || !inPrefix(address, prefix)) return undefined;
    return [...labelsOf(address)]
        .slice(prefix.length / STEP[prefix.family])
        .reverse()
        .join('.');
};

/** The inverse of relativeName: "5" in 192.168.1.0/24 -> 192.168.1.5; undefined when not a full relative name. */
export const addressOfRelative = (relative: string, prefix: ReversePrefix): string | undefined => {
    const labels = relative.trim().toLowerCase().replace(/\.$/, '').split('.').reverse();
    const missing = (BITS[prefix.family] - prefix.length) / STEP[prefix.family];
    if (labels.length !== missing || labels.some(label => label === '')) return undefined;
    const hostPart = valueOf(prefix.family, [...labelsOf({ family: prefix.family, value: prefix.network }, prefix.length / STEP[prefix.family]), ...labels]);
    return hostPart === undefined ? undefined : formatAddress({ family: prefix.family, value: hostPart });
};

type AddressResolve = { address: string } | { error: ValidationError };

/**
 * What the user typed in a PTR record's address field, in a zone: a full address (which must lie in the zone's
 * prefix), or the host relative to the zone ("5", or nibbles "1.0.0.0..."). Answers the canonical address.
 */
export const resolvePtrAddress = (typed: string | null | undefined, prefix: ReversePrefix): AddressResolve => {
    const text = String(typed ?? '').trim();
    if (text === '') return { error: fail('addressRequired') };
    const zone = prefixText(prefix);
    const address = parseAddress(text);
    if (address) {
        if (address.family !== prefix.family) return { error: fail('addressFamily', { prefix: zone }) };
        return inPrefix(address, prefix) ? { address: formatAddress(address) } : { error: fail('addressOutside', { prefix: zone }) };
    }
    const relative = addressOfRelative(text, prefix);
    return relative ? { address: relative } : { error: fail('addressFormat', { prefix: zone }) };
};
