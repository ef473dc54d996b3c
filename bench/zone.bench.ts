// Zone-file speed (import and export), run by `npm run bench` through `vitest bench` (never by
// `npm test`): parse and write a 5 000-record zone as BIND and as CSV. The records are the demo's big zone
// (every type, many lines), cut at 5 000. Targets: parsing + preview of 5 000 BIND records < 300 ms in all, in a
// worker (bench/zone.mjs measures it in Chromium); here the pure parse should take well under that.
import { bench, describe } from 'vitest';
import { officialLine } from '../src/demo/dns/lineTree';
import { BIG_ZONE, createDnsSeed } from '../src/demo/dns/seedDns';
import { parseZone, toZoneRecord, writeBind, writeCsv } from '../src/format/zoneFile';

const tables = createDnsSeed(new Date('2026-06-01T08:00:00'));
const domain = tables.domains.find(row => row.domain === BIG_ZONE)!;
const records = tables.records
    .filter(record => record.d === domain.id)
    .slice(0, 5000)
    .map(record =>
        toZoneRecord({
            top: record.h,
            record_type: record.t,
            value: record.v,
            ttl: record.ttl,
            mx: record.m,
            weight: record.w,
            record_line_name: officialLine(record.l)?.name,
            status: record.s,
        }),
    );
const bindText = writeBind(records, BIG_ZONE);
const csvText = writeCsv(records, BIG_ZONE);
const options = { origin: BIG_ZONE };

describe('zone files, 5 000 records (target: parse well under 300 ms)', () => {
    bench('parse BIND', () => {
        parseZone(bindText, { ...options, format: 'bind' });
    });
    bench('parse CSV', () => {
        parseZone(csvText, { ...options, format: 'csv' });
    });
    bench('write BIND', () => {
        writeBind(records, BIG_ZONE);
    });
    bench('write CSV', () => {
        writeCsv(records, BIG_ZONE);
    });
});
