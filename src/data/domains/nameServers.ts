import { nsState, parseNsList, type Domain } from './api';
import type { Soa } from './soa';

/** The name servers the service assigned to the domain: what the user sets at the registrar. */
export const assignedNs = (domain: Pick<Domain, 'nsRecords'>): string[] => parseNsList(domain.nsRecords);

/** The name servers the last NS check found at the registry. */
export const foundNs = (domain: Pick<Domain, 'errorInfo'>): string[] => parseNsList(domain.errorInfo);

/** What an NS check says: the servers point here, they do not (with what was found and what to set), or not checked yet. */
export type NsOutcome = { state: 'ok' } | { state: 'pending' } | { state: 'wrong'; found: string[]; assigned: string[] };

export const nsOutcome = (domain: Pick<Domain, 'whoisStatus' | 'nsRecords' | 'errorInfo'>): NsOutcome => {
    const state = nsState(domain);
    if (state !== 'wrong') return { state };
    return { state, found: foundNs(domain), assigned: assignedNs(domain) };
};

/** The NS records' TTL when the backend does not say: a day, as registries and most services use. */
export const DEFAULT_NS_TTL = 86400;

/** A record the service keeps at the zone's apex for the user: shown above the user's records, never edited. */
export type ApexRecord = { key: string; type: 'NS'; value: string; ttl: number } | { key: string; type: 'SOA'; soa: Soa; ttl: number };

/**
 * The apex records the service serves for a domain, as a DNSPod-style record table shows them first: one NS per
 * assigned name server, then the SOA when the backend gives it. Not the user's records: no id, never in a change set.
 */
export const apexRecords = (domain: Pick<Domain, 'nsRecords' | 'soa' | 'nsTtl'>): ApexRecord[] => {
    const ttl = domain.nsTtl && domain.nsTtl > 0 ? domain.nsTtl : DEFAULT_NS_TTL;
    const ns: ApexRecord[] = assignedNs(domain).map(value => ({ key: `NS ${value}`, type: 'NS', value, ttl }));
    return domain.soa?.mname ? [...ns, { key: 'SOA', type: 'SOA', soa: domain.soa, ttl: domain.soa.ttl }] : ns;
};
