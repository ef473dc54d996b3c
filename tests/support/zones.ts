import { DEFAULT_LINE_ID } from '../../src/validation/records';
import { getDemoDb } from '../../src/demo/db';
import type { DemoDomain, StoredRecord } from '../../src/demo/model';

/** Two small unlocked zones of the demo user (id 1). */
export const twoZones = (): [DemoDomain, DemoDomain] => {
    const zones = getDemoDb().domains.filter(domain => domain.userId === 1 && !domain.locked && domain.recordCount < 100);
    return [zones[0], zones[1]];
};

/** Puts an A record straight into the demo db; answers it. */
export const seedA = (domain: DemoDomain, top: string, value: string): StoredRecord => {
    const db = getDemoDb();
    const record: StoredRecord = {
        i: db.records.reduce((max, row) => Math.max(max, row.i), 0) + 1,
        d: domain.id,
        h: top,
        t: 'A',
        v: value,
        l: DEFAULT_LINE_ID,
        ttl: 600,
        s: 1,
        u: 0,
    };
    db.records.push(record);
    domain.recordCount++;
    return record;
};
