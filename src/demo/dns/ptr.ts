import { parsePrefix, prefixText, zoneNameOf } from '../../validation/ptr';
import { daysBefore, parseDateTime } from '../time';

/** A reverse zone of a user (prefix canonical, zoneName derived from it). */
export interface DemoPtrZone {
    id: number;
    userId: number;
    prefix: string;
    zoneName: string;
    family: 4 | 6;
    createTime: string;
}

/** A PTR record: the canonical address and the host name it points to. */
export interface DemoPtrRecord {
    id: number;
    userId: number;
    zoneId: number;
    address: string;
    target: string;
    ttl: number;
    updateTime: string;
}

/** A block the administrator assigned to a user (reverse zones may be made inside it only). */
export interface DemoPtrBlock {
    id: number;
    userId: number;
    /** Canonical CIDR. */
    block: string;
    remark: string;
    /** When the administrator assigned it. */
    createTime: string;
}

/** The demo's PTR state (db.ptr). */
export interface DemoPtrState {
    zones: DemoPtrZone[];
    records: DemoPtrRecord[];
    blocks: DemoPtrBlock[];
}

/**
 * How long the demo takes to make a change "active". The real delegation takes 1 to 2 working days; a minute
 * lets the status be seen changing.
 */
const PTR_DEMO_ACTIVATION_MS = 60_000;

/** 0 pending, 1 active (PTR_STATUS), from the record's last change and the clock. */
export const ptrStatusAt = (record: Pick<DemoPtrRecord, 'updateTime'>, at: number): number =>
    at - parseDateTime(record.updateTime) >= PTR_DEMO_ACTIVATION_MS ? 1 : 0;

/** A zone row for a valid prefix (throws on a bad one: seed and routes check first). */
const ptrZoneOf = (prefixTyped: string): Pick<DemoPtrZone, 'prefix' | 'zoneName' | 'family'> => {
    const parsed = parsePrefix(prefixTyped);
    if ('error' in parsed) throw new Error(parsed.error.message);
    return { prefix: prefixText(parsed.prefix), zoneName: zoneNameOf(parsed.prefix), family: parsed.prefix.family };
};

/**
 * One IPv4 zone (documentation range) with two active records, and the blocks assigned, for the demo user; one
 * block for the second user. Each record points at a name whose A record is that address (seedDns
 * PINNED_ADDRESSES), as reverse DNS should.
 */
export const seedPtr = (at: Date): DemoPtrState => ({
    zones: [{ id: 1, userId: 1, ...ptrZoneOf('192.0.2.0/24'), createTime: daysBefore(at, 20) }],
    records: [
        { id: 1, userId: 1, zoneId: 1, address: '192.0.2.10', target: 'api.example.com', ttl: 600, updateTime: daysBefore(at, 19) },
        { id: 2, userId: 1, zoneId: 1, address: '192.0.2.20', target: 'www.example.com', ttl: 3600, updateTime: daysBefore(at, 12) },
    ],
    blocks: [
        { id: 1, userId: 1, block: '192.0.2.0/24', remark: '机房A 公网段', createTime: daysBefore(at, 30) },
        { id: 2, userId: 1, block: '198.51.100.0/24', remark: '机房B 公网段', createTime: daysBefore(at, 30) },
        { id: 3, userId: 1, block: '10.0.0.0/8', remark: '内网段', createTime: daysBefore(at, 25) },
        { id: 4, userId: 1, block: '2001:db8::/32', remark: 'IPv6 分配', createTime: daysBefore(at, 25) },
        { id: 5, userId: 2, block: '203.0.113.0/24', remark: '机房C 公网段', createTime: daysBefore(at, 10) },
    ],
});
