// Pure-code speed, run by `npm run bench` through `vitest bench` (never by `npm test`): the record checks over a
// large zone, and the demo database's seed and save (every demo request may write it back to localStorage).
import { bench, describe } from 'vitest';
import { createSeed } from '../src/demo/seed';
import { checkRecordValue, findConflict, type ConflictRecord } from '../src/validation/records';

const db = createSeed(new Date('2026-06-01T08:00:00'));
const zone: ConflictRecord[] = Array.from({ length: 5000 }, (_, index) => ({
    id: index + 1,
    top: `host${index % 1000}`,
    record_type: ['A', 'TXT', 'MX', 'CNAME'][index % 4],
    value: index % 4 === 1 ? `text ${index}` : `h${index}.example.com`,
    record_line_id: (index % 7) + 1,
}));

describe('record checks (target: a check against a 5 000-record zone well under one 16 ms frame)', () => {
    bench('findConflict over 5 000 records', () => {
        findConflict({ top: 'new', record_type: 'A', value: '9.9.9.9' }, zone);
    });
    bench('checkRecordValue x 100 (A, AAAA, TXT, SRV, CAA)', () => {
        for (let round = 0; round < 20; round++) {
            checkRecordValue('A', '192.0.2.1');
            checkRecordValue('AAAA', '2001:db8::1');
            checkRecordValue('TXT', '"v=spf1 include:spf.example.com ~all"');
            checkRecordValue('SRV', '10 60 5060 sip.example.com');
            checkRecordValue('CAA', '0 issue "letsencrypt.org"');
        }
    });
});

describe('demo database (target: seed under 100 ms, save under 30 ms)', () => {
    bench('createSeed (300 domains, 5 200-record zone)', () => {
        createSeed(new Date('2026-06-01T08:00:00'));
    });
    bench('JSON of the whole database', () => {
        JSON.stringify(db);
    });
});
