/**
 * The demo's DNSSEC key: a real ECDSA P-256 key pair made with WebCrypto (algorithm 13, RFC 6605), its DNSKEY
 * RDATA (RFC 4034 2.1), key tag (RFC 4034 appendix B) and DS digest (RFC 4034 5.1.4, SHA-256 = digest type 2),
 * so the DS the console shows can be checked with any DNSSEC tool. The demo signs nothing: the private key is
 * not kept.
 */

/** A zone's signing key as DNS publishes it. */
export interface ZoneKey {
    flags: number;
    protocol: number;
    algorithm: number;
    /** The public key, base64 (RFC 6605: the 64 bytes x || y of the point). */
    publicKey: string;
    keyTag: number;
}

/** The DS the parent publishes for a key: its digest in upper-case hex, as registrars show it. */
export interface ZoneDs {
    keyTag: number;
    algorithm: number;
    digestType: number;
    digest: string;
}

/** One key signs the zone (a combined signing key): flags 257 = zone key + secure entry point, so its DS goes to the parent. */
export const KEY_FLAGS = 257;
/** The DNSKEY protocol field is always 3 (RFC 4034 2.1.2). */
export const KEY_PROTOCOL = 3;
/** ECDSA curve P-256 with SHA-256. */
export const ECDSAP256SHA256 = 13;
/** SHA-256. */
export const DIGEST_SHA256 = 2;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), char => char.charCodeAt(0));
const toHex = (bytes: Uint8Array) => Array.from(bytes, byte => byte.toString(16).padStart(2, '0').toUpperCase()).join('');

/** The DNSKEY RDATA on the wire: flags (2 bytes), protocol, algorithm, the public key. */
export const dnskeyRdata = ({ flags, protocol, algorithm, publicKey }: Omit<ZoneKey, 'keyTag'>): Uint8Array =>
    Uint8Array.from([flags >> 8, flags & 0xff, protocol, algorithm, ...fromBase64(publicKey)]);

/** RFC 4034 appendix B: the RDATA summed as 16-bit words, the carry folded in once. */
export const keyTagOf = (rdata: Uint8Array): number => {
    let sum = 0;
    rdata.forEach((byte, index) => (sum += index % 2 === 0 ? byte << 8 : byte));
    sum += (sum >> 16) & 0xffff;
    return sum & 0xffff;
};

/** A domain name in canonical wire form (RFC 4034 6.2): each label's length then its bytes, lower case, ending with the root. */
export const nameWire = (name: string): Uint8Array => {
    const labels = name.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
    return Uint8Array.from([...labels.flatMap(label => [label.length, ...new TextEncoder().encode(label)]), 0]);
};

/** The DS of `key` for the zone `name` (RFC 4034 5.1.4): SHA-256 over the owner name's wire form then the DNSKEY RDATA. */
export const dsOf = async (name: string, key: ZoneKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<ZoneDs> => {
    const data = Uint8Array.from([...nameWire(name), ...dnskeyRdata(key)]);
    const digest = new Uint8Array(await subtle.digest('SHA-256', data));
    return { keyTag: key.keyTag, algorithm: key.algorithm, digestType: DIGEST_SHA256, digest: toHex(digest) };
};

/** The zone key of a P-256 public key in WebCrypto's raw form (0x04 || x || y). */
export const zoneKeyOf = (rawPublicKey: Uint8Array): ZoneKey => {
    const key = { flags: KEY_FLAGS, protocol: KEY_PROTOCOL, algorithm: ECDSAP256SHA256, publicKey: toBase64(rawPublicKey.slice(1)) };
    return { ...key, keyTag: keyTagOf(dnskeyRdata(key)) };
};

/** Makes a new P-256 key pair and answers its public half as a zone key. */
export const generateZoneKey = async (subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<ZoneKey> => {
    const pair = (await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    return zoneKeyOf(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
};
