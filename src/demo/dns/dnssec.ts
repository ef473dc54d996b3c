import type { DemoDb } from '../model';
import type { ZoneDs, ZoneKey } from './dnssecKeys';

/** A zone with DNSSEC on (db.dnssec); a zone without a row is off. */
export interface DemoDnssecZone {
    domainId: number;
    key: ZoneKey;
    ds: ZoneDs;
    enabledTime: string;
    /** When the parent was last looked at ('' before the first check), and how many times since enabling. */
    checkTime: string;
    checks: number;
    /** The parent publishes the DS: the zone is active. */
    dsSeen: boolean;
}

/**
 * The demo has no registrar: the parent "publishes" the DS at the second check after enabling (the first finds
 * nothing, as right after enabling at a real registrar). Counted, not timed, so tests and demos are repeatable.
 */
export const DS_SEEN_AT_CHECK = 2;

export const dnssecOf = (db: DemoDb, domainId: number): DemoDnssecZone | undefined => db.dnssec.find(zone => zone.domainId === domainId);

/** What the DNSSEC calls answer (docs/dns-api.md "DNSSEC"). */
export const toWireDnssec = (zone: DemoDnssecZone | undefined) =>
    zone
        ? { status: zone.dsSeen ? 'active' : 'waiting', dnskeys: [zone.key], ds: [zone.ds], enabledTime: zone.enabledTime, checkTime: zone.checkTime }
        : { status: 'off', dnskeys: [], ds: [], enabledTime: '', checkTime: '' };
