import * as v from 'valibot';
import { list, num, oneOf, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * DNSSEC per zone (docs/dns-api.md "DNSSEC"), all designed: read where a zone stands, enable (the service makes
 * the zone's key and signs), disable, and ask the service to look for the DS at the parent again. Every call
 * answers the zone's DnssecInfo as it is afterwards.
 */

/** off: not signed; waiting: signed, the DS not yet seen at the parent zone; active: the parent publishes the DS. */
export type DnssecStatus = 'off' | 'waiting' | 'active';
export const DNSSEC_STATUSES: readonly DnssecStatus[] = ['off', 'waiting', 'active'];

/** A key that signs the zone, as its DNSKEY record holds it, with its key tag. */
export interface Dnskey {
    flags: number;
    protocol: number;
    algorithm: number;
    /** base64, as in the DNSKEY record's presentation format. */
    publicKey: string;
    keyTag: number;
}

/** The DS record the registrar publishes in the parent zone for a key; the digest is hex. */
export interface DsRecord {
    keyTag: number;
    algorithm: number;
    digestType: number;
    digest: string;
}

export interface DnssecInfo {
    status: DnssecStatus;
    /** Empty while off. */
    dnskeys: Dnskey[];
    ds: DsRecord[];
    /** When DNSSEC was enabled, and when the parent was last looked at ('' when never). */
    enabledTime: string;
    checkTime: string;
}

const DNSSEC_PATHS = {
    info: 'app/dns/domain/dnssec/info',
    enable: 'app/dns/domain/dnssec/enable',
    disable: 'app/dns/domain/dnssec/disable',
    check: 'app/dns/domain/dnssec/check',
} as const;

/** The react-query key of a zone's DNSSEC state. */
export const dnssecQueryKey = (id: number) => ['dnssec', id] as const;

// A key or a DS without its key material is no record to give anyone: such a row is dropped (and reported).
const material = v.pipe(text, v.nonEmpty());
const dnskey: RecordSchema<Dnskey> = row({ flags: num, protocol: num, algorithm: num, publicKey: material, keyTag: num });
const dsRecord: RecordSchema<DsRecord> = row({ keyTag: num, algorithm: num, digestType: num, digest: material });
const dnssecInfo: RecordSchema<DnssecInfo> = row({
    status: oneOf(DNSSEC_STATUSES, 'off'),
    dnskeys: list(dnskey),
    ds: list(dsRecord),
    enabledTime: text,
    checkTime: text,
});

/** One call's answer read through the schema, reported under that call's path. */
const read = (path: string) => reader(dnssecInfo, path);

export const dnssecCalls = (http: HttpClient) => ({
    /** designed: GET app/dns/domain/dnssec/info?id= -> data DnssecInfo. */
    getDnssec: async (id: number): Promise<DnssecInfo> => read(DNSSEC_PATHS.info)((await http.get(DNSSEC_PATHS.info, { id })).data),
    /** designed: POST app/dns/domain/dnssec/enable {id} -> data DnssecInfo (waiting, with the new key and its DS). */
    enableDnssec: async (id: number): Promise<DnssecInfo> => read(DNSSEC_PATHS.enable)((await http.post(DNSSEC_PATHS.enable, { id })).data),
    /** designed: POST app/dns/domain/dnssec/disable {id} -> data DnssecInfo (off). */
    disableDnssec: async (id: number): Promise<DnssecInfo> => read(DNSSEC_PATHS.disable)((await http.post(DNSSEC_PATHS.disable, { id })).data),
    /** designed: POST app/dns/domain/dnssec/check {id} -> data DnssecInfo (active once the parent publishes the DS). */
    checkDnssec: async (id: number): Promise<DnssecInfo> => read(DNSSEC_PATHS.check)((await http.post(DNSSEC_PATHS.check, { id })).data),
});

export type DnssecCalls = ReturnType<typeof dnssecCalls>;
