import { describe, expect, it } from 'vitest';
import { planImport } from './recordImport/plan';
import { zoneFileOf } from './recordExport/zoneFileOf';
import { createDnsSeed, BIG_ZONE } from '../../../demo/dns/seedDns';
import { parseZone } from '../../../format/zoneFile';
import { existingRecord } from './recordImport/loadZone';
import { zoneLines } from './recordImport/zoneLines';
import type { DnsRecord } from '../../../data/records/api';

/** The demo's 5 000-record zone as the record list answers it. */
const bigZone = (): DnsRecord[] => {
    const seed = createDnsSeed(new Date('2026-06-01T08:00:00Z'));
    const zone = seed.domains.find(domain => domain.domain === BIG_ZONE);
    if (!zone) throw new Error('no big zone');
    const lineNames = new Map(seed.customLines.map(line => [line.id, line.name]));
    return seed.records
        .filter(record => record.d === zone.id && record.s !== 2)
        .map(record => ({
            id: record.i,
            record_id: record.i,
            top: record.h,
            record_type: record.t,
            value: record.v,
            ttl: record.ttl,
            mx: record.m,
            weight: record.w,
            status: record.s,
            record_line_id: record.l,
            record_line_name: record.l === 1 ? '默认' : (lineNames.get(record.l) ?? `line-${record.l}`),
        }));
};

describe('export then import the same zone', () => {
    const records = bigZone();
    const existing = records.map(existingRecord);
    const options = { zone: { id: 1, domain: BIG_ZONE }, lines: zoneLines(records, []) };

    it.each(['csv', 'bind'] as const)('%s: nothing to add, nothing to update', format => {
        expect(records.length).toBeGreaterThan(5000);
        const file = zoneFileOf(BIG_ZONE, records, format);
        expect(file.name).toBe(`${BIG_ZONE}.${format === 'csv' ? 'csv' : 'zone'}`);
        const parsed = parseZone(file.text, { origin: BIG_ZONE, format: 'auto' });
        expect(parsed.format).toBe(format);
        const plan = planImport(parsed, existing, options);
        expect({ add: plan.add.length, update: plan.update.length, ops: plan.set.ops.length }).toEqual({ add: 0, update: 0, ops: 0 });
        if (format === 'csv') {
            expect(plan.refused).toEqual([]);
            expect(plan.unchanged.length).toBe(records.length);
            // made equal to its own export, the zone loses nothing
            expect(planImport(parsed, existing, { ...options, mode: 'replace' }).set.ops).toEqual([]);
        } else {
            // BIND has no lines: the same record on several lines is one line of the file (the reader refuses the
            // copies as duplicates); nothing else is refused
            expect(plan.refused.filter(one => one.reason !== 'zoneFile.duplicate')).toEqual([]);
            expect(plan.unchanged.length + plan.refused.length).toBe(records.length);
        }
    });
});
