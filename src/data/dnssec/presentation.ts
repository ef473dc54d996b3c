import type { Dnskey, DsRecord } from './api';

/**
 * DNSSEC numbers by their IANA mnemonics (the "DNS Security Algorithm Numbers" and "Delegation Signer Digest
 * Algorithms" registries), as registrars' forms and zone files name them; a number not listed shows alone.
 */
const ALGORITHM_NAMES: Readonly<Record<number, string>> = {
    5: 'RSASHA1',
    7: 'RSASHA1-NSEC3-SHA1',
    8: 'RSASHA256',
    10: 'RSASHA512',
    13: 'ECDSAP256SHA256',
    14: 'ECDSAP384SHA384',
    15: 'ED25519',
    16: 'ED448',
};

const DIGEST_NAMES: Readonly<Record<number, string>> = { 1: 'SHA-1', 2: 'SHA-256', 4: 'SHA-384' };

/** `13 (ECDSAP256SHA256)`. */
export const algorithmLabel = (algorithm: number) => (ALGORITHM_NAMES[algorithm] ? `${algorithm} (${ALGORITHM_NAMES[algorithm]})` : String(algorithm));

/** `2 (SHA-256)`. */
export const digestTypeLabel = (digestType: number) => (DIGEST_NAMES[digestType] ? `${digestType} (${DIGEST_NAMES[digestType]})` : String(digestType));

const absolute = (zone: string) => (zone.endsWith('.') ? zone : `${zone}.`);

/** The DS record in presentation format, as a registrar or a parent zone file takes it: `example.com. IN DS 37206 13 2 ECEB...`. */
export const dsLine = (zone: string, ds: DsRecord) => `${absolute(zone)} IN DS ${ds.keyTag} ${ds.algorithm} ${ds.digestType} ${ds.digest}`;

/** The DNSKEY record in presentation format (some registrars ask for the key instead of the DS). */
export const dnskeyLine = (zone: string, key: Dnskey) => `${absolute(zone)} IN DNSKEY ${key.flags} ${key.protocol} ${key.algorithm} ${key.publicKey}`;
