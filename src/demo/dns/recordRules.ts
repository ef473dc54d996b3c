import type { StoredRecord } from '../model';

/**
 * The zone rules the seed builds by, fast over thousands of records: no two records with the same host, type,
 * line and value; a CNAME stands alone on its host and line (stricter than findConflict, which allows weighted
 * CNAMEs side by side, so everything seeded also passes the server's check).
 */
type Candidate = Pick<StoredRecord, 'h' | 't' | 'v' | 'l'>;

export class ZoneIndex {
    private readonly slots = new Map<string, { cname: boolean; values: Set<string> }>();

    /** Adds the record when it keeps the rules; false when it would clash. */
    tryAdd({ h, t, v, l }: Candidate): boolean {
        const key = `${h}|${l}`;
        const slot = this.slots.get(key);
        if (!slot) {
            this.slots.set(key, { cname: t === 'CNAME', values: new Set([`${t}|${v.toLowerCase()}`]) });
            return true;
        }
        if (slot.cname || t === 'CNAME') return false;
        const value = `${t}|${v.toLowerCase()}`;
        if (slot.values.has(value)) return false;
        slot.values.add(value);
        return true;
    }
}
