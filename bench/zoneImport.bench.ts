// The zone import's dry run on the main thread: classifying what a file holds against
// the zone's records (planImport), the change set checked as a whole (the zone checks). With the worker's parse (bench/zone.mjs) it makes the preview: the whole
// stays under 300 ms for 5 000 records and no main-thread task may pass 50 ms, so this should stay well under.
import { bench, describe } from 'vitest';
import { planImport, type ExistingRecord } from '../src/user/dns/bulk/recordImport/plan';
import type { ZoneRecord } from '../src/format/zoneFile/types';
import { contentOf } from '../src/zone';

const make = (count: number, offset: number): ZoneRecord[] =>
    Array.from({ length: count }, (_, index) => ({
        host: `h${index}`,
        type: 'A',
        value: `10.${(index >> 8) & 255}.${index & 255}.${offset}`,
        ttl: 600,
        sourceLine: index + 1,
    }));

const existing: ExistingRecord[] = make(5000, 1).map((record, index) => ({
    ...record,
    id: index + 1,
    current: { ...contentOf({ top: record.host, record_type: record.type, value: record.value, ttl: record.ttl }), record_id: index + 1 },
}));
const zone = { id: 1, domain: 'example.com' };
const file = { records: [...make(2500, 1), ...make(2500, 2)], refusals: [] };

describe('zone import preview (target: well under 50 ms on the main thread)', () => {
    bench('classify 5 000 file records against a 5 000-record zone, and check the change', () => {
        planImport(file, existing, { zone });
    });
    bench('the same, making the zone equal to the file (2 500 deletes)', () => {
        planImport(file, existing, { zone, mode: 'replace' });
    });
});
