import { hostInZone, hostOf, identityOf, slotKey } from './names';
import type { ChangeOp, RecordContent, ZoneRecord } from './types';

/**
 * A zone in memory with the indexes its checks need, fast over thousands of records: by id, by host and line, by
 * identity (duplicates), CNAMEs by host (loops) and the delegation points (NS below the apex). A change set's checks
 * walk it operation by operation; the demo backend keeps no other model of a zone while it applies one.
 */
export class ZoneState {
    readonly byId = new Map<number, ZoneRecord>();
    private readonly slots = new Map<string, Set<ZoneRecord>>();
    private readonly identities = new Map<string, Set<ZoneRecord>>();
    private readonly cnames = new Map<string, Set<ZoneRecord>>();
    private readonly cuts = new Map<string, Set<ZoneRecord>>();
    /** Ids given to records added in memory (the server gives the real ones). */
    private nextId = -1;

    constructor(
        readonly zone: string,
        records: Iterable<ZoneRecord> = [],
    ) {
        for (const record of records) this.insert({ ...record });
    }

    get size(): number {
        return this.byId.size;
    }

    records(): ZoneRecord[] {
        return [...this.byId.values()];
    }

    /** The records on one host and line. */
    slot(record: Pick<RecordContent, 'top' | 'record_line_id'>): readonly ZoneRecord[] {
        return [...(this.slots.get(slotKey(record)) ?? [])];
    }

    /** Records with the identity of `record` (duplicates of it), other than `except`. */
    sameAs(record: RecordContent, except?: number): ZoneRecord[] {
        return [...(this.identities.get(identityOf(record)) ?? [])].filter(other => other.record_id !== except);
    }

    /** The CNAME records of a host, any line. */
    cnamesAt(host: string): readonly ZoneRecord[] {
        return [...(this.cnames.get(host) ?? [])];
    }

    /** Hosts below the apex with NS records: where the zone hands a name to other servers. */
    delegations(): ReadonlyMap<string, ReadonlySet<ZoneRecord>> {
        return this.cuts;
    }

    /** Applies one operation; answers the record written (an add gets an id of its own, below zero). */
    apply(op: ChangeOp, id?: number): ZoneRecord | undefined {
        switch (op.op) {
            case 'add':
                return this.insert({ ...op.after, record_id: id ?? this.nextId-- });
            case 'update': {
                const old = this.byId.get(op.before.record_id);
                if (old) this.remove(old);
                return this.insert({ ...op.after, record_id: op.before.record_id });
            }
            case 'delete': {
                const old = this.byId.get(op.before.record_id);
                if (old) this.remove(old);
                return undefined;
            }
        }
    }

    private insert(record: ZoneRecord): ZoneRecord {
        this.byId.set(record.record_id, record);
        // a zone given with in-memory records (ids below zero) gives new ones below theirs
        if (record.record_id <= this.nextId) this.nextId = record.record_id - 1;
        add(this.slots, slotKey(record), record);
        add(this.identities, identityOf(record), record);
        const host = hostOf(record);
        const type = record.record_type.toUpperCase();
        if (type === 'CNAME') add(this.cnames, host, record);
        if (type === 'NS' && host !== '@') add(this.cuts, host, record);
        return record;
    }

    private remove(record: ZoneRecord) {
        this.byId.delete(record.record_id);
        drop(this.slots, slotKey(record), record);
        drop(this.identities, identityOf(record), record);
        const host = hostOf(record);
        drop(this.cnames, host, record);
        drop(this.cuts, host, record);
    }

    /** The host a CNAME of this zone points to inside the zone, or undefined when it leaves the zone. */
    targetHost(record: Pick<RecordContent, 'value'>): string | undefined {
        return hostInZone(record.value, this.zone);
    }
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
    const set = map.get(key);
    if (set) set.add(value);
    else map.set(key, new Set([value]));
};

const drop = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
    const set = map.get(key);
    if (!set?.delete(value)) return;
    if (set.size === 0) map.delete(key);
};
