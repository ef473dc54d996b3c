import type { StoredRecord } from '../model';

/**
 * The names a zone has, as a resolver would meet them: a host with an active record is answered, a host whose
 * every record is paused exists but fails, any other name does not exist. Logs, top lists and the seed's samples
 * read the zone through this one view so they never contradict it.
 */
export interface ZoneNames {
    /** Hosts with at least one active record, with the types they answer. */
    answered: Map<string, Set<string>>;
    /** Hosts whose records are all paused, with the types of those records. */
    paused: Map<string, Set<string>>;
}

const add = (map: Map<string, Set<string>>, host: string, type: string) => {
    const types = map.get(host);
    if (types) types.add(type);
    else map.set(host, new Set([type]));
};

/** The names of one zone's records. */
export const zoneNamesOf = (records: Iterable<StoredRecord>): ZoneNames => {
    const answered = new Map<string, Set<string>>();
    const all = new Map<string, Set<string>>();
    for (const record of records) {
        add(all, record.h, record.t);
        if (record.s === 1) add(answered, record.h, record.t);
    }
    const paused = new Map([...all].filter(([host]) => !answered.has(host)));
    return { answered, paused };
};

const hasHost = (names: ZoneNames, host: string) => names.answered.has(host) || names.paused.has(host);

/**
 * Whether a host exists in the zone: it has a record, active or paused, or a wildcard above it covers it (the apex
 * always exists: SOA and NS).
 */
export const nameExists = (names: ZoneNames, host: string): boolean => {
    if (host === '@' || hasHost(names, host)) return true;
    const labels = host.split('.');
    return labels.some((_, index) => hasHost(names, ['*', ...labels.slice(index + 1)].join('.')));
};

/** The records of the given zones, by zone id. */
export const recordsByZone = (records: readonly StoredRecord[], zoneIds: Iterable<number>): Map<number, StoredRecord[]> => {
    const byZone = new Map<number, StoredRecord[]>([...zoneIds].map(id => [id, []]));
    for (const record of records) byZone.get(record.d)?.push(record);
    return byZone;
};
