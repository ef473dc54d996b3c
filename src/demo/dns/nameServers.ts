import { parseNsList } from '../../data/domains/api';
import type { DemoDb, DemoDomain } from '../model';
import { now, parseDateTime } from '../time';
import { FOREIGN_NS, OUR_NS } from './seedDns';

/** The zone's contact in the SOA (hostmaster@dnsconsole.cn), and the timers the service serves. */
const SOA_TIMERS = { rname: 'hostmaster.dnsconsole.cn', refresh: 3600, retry: 600, expire: 1209600, minimum: 600, ttl: 600 } as const;
const NS_TTL = 86400;

/** A stable small number from a name, so the demo answers the same for a domain every time. */
const hashOf = (name: string): number => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/** The serial: the time of the zone's latest change in seconds (the domain's creation, then its records' writes). */
const serialOf = (db: DemoDb, domain: DemoDomain): number => {
    let latest = Math.floor((parseDateTime(domain.createTime) || 0) / 1000);
    for (const record of db.records) if (record.d === domain.id && record.u > latest) latest = record.u;
    return latest || 1;
};

/** What the info call adds to a domain (docs/dns-api.md "Name servers"): the SOA and the NS records' TTL. */
export const apexOf = (db: DemoDb, domain: DemoDomain) => {
    const primary = parseNsList(domain.nsRecords)[0] ?? OUR_NS[0];
    return { soa: { mname: primary, serial: serialOf(db, domain), ...SOA_TIMERS }, nsTtl: NS_TTL };
};

/**
 * The name servers the registry lists for a domain, as the demo pretends to look them up: what the last check found
 * when there was one; for a domain never checked, by its name, either ours (a third of them) or its registrar's
 * (a new domain mostly still lists its registrar's), so both outcomes show.
 */
export const registryNs = (domain: DemoDomain): string[] => {
    const stored = parseNsList(domain.errorInfo);
    if (domain.whoisStatus !== 0 && stored.length) return stored;
    const hash = hashOf(domain.domain);
    return hash % 3 === 0 ? [...OUR_NS] : FOREIGN_NS[hash % FOREIGN_NS.length];
};

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Runs the NS check on a domain: its state, the servers found and the time, as the list and info show them. */
export const checkNs = (domain: DemoDomain): DemoDomain => {
    const found = registryNs(domain);
    const assigned = new Set(parseNsList(domain.nsRecords).map(bare));
    const ours = found.length > 0 && found.every(name => assigned.has(bare(name)));
    domain.whoisStatus = ours ? 1 : 2;
    domain.errorInfo = JSON.stringify(found);
    domain.ckTime = now();
    return domain;
};
