import { DNSSEC_ALGORITHMS } from '../../validation/rdata/dnssecAlgorithms';
import { DS_DIGEST_TYPES } from '../../validation/rdata/ds';
import type { Dnskey, DsRecord } from './api';

/** DNSSEC numbers by their mnemonics, as zone files and registrars' forms name them (the record types' own tables). */
const ALGORITHM_NAMES: Readonly<Record<number, string>> = DNSSEC_ALGORITHMS;
const DIGEST_NAMES: Readonly<Record<number, string>> = DS_DIGEST_TYPES;

/** `13 (ECDSAP256SHA256)`. */
export const algorithmLabel = (algorithm: number) => (ALGORITHM_NAMES[algorithm] ? `${algorithm} (${ALGORITHM_NAMES[algorithm]})` : String(algorithm));

/** `2 (SHA-256)`. */
export const digestTypeLabel = (digestType: number) => (DIGEST_NAMES[digestType] ? `${digestType} (${DIGEST_NAMES[digestType]})` : String(digestType));

const absolute = (zone: string) => (zone.endsWith('.') ? zone : `${zone}.`);

/** The DS record in presentation format, as a registrar or a parent zone file takes it: `example.com. IN DS 37206 13 2 ECEB...`. */
export const dsLine = (zone: string, ds: DsRecord) => `${absolute(zone)} IN DS ${ds.keyTag} ${ds.algorithm} ${ds.digestType} ${ds.digest}`;

/** The DNSKEY record in presentation format (some registrars ask for the key instead of the DS). */
export const dnskeyLine = (zone: string, key: Dnskey) => `${absolute(zone)} IN DNSKEY ${key.flags} ${key.protocol} ${key.algorithm} ${key.publicKey}`;
