import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../db';
import { BIG_ZONE } from './seedDns';
import { CUSTOM_ROOT, LINES } from './lineTree';
import { checkRecordFields, conflictText } from './valueChecks';
import type { StoredRecord } from '../model';
import { createSeed } from '../seed';

const at = new Date('2026-06-01T08:00:00');

const asConflict = (record: StoredRecord) => ({ id: record.i, top: record.h, record_type: record.t, value: record.v, record_line_id: record.l });
/** The server's duplicate and CNAME check of a record against the ones before it. */
const clash = (record: StoredRecord, before: StoredRecord[]) => conflictText(asConflict(record), before.map(asConflict));

describe('demo backend: DNS seed', () => {
    // how fast the seed builds and saves is measured by `npm run bench`, not here
    it('is deterministic', () => {
        expect(JSON.stringify(createSeed(at))).toBe(JSON.stringify(createSeed(at)));
    });

    it('stays well under the localStorage budget', () => {
        const db = createSeed(at);
        const text = JSON.stringify({ version: SCHEMA_VERSION, db });
        expect(text.length).toBeLessThan(3 * 1024 * 1024);
    });

    it('gives the first user ~300 domains in 6 groups, with NS, lock and pause states', () => {
        const db = createSeed(at);
        const mine = db.domains.filter(domain => domain.userId === 1);
        expect(mine).toHaveLength(300);
        expect(new Set(mine.map(domain => domain.domain)).size).toBe(300);
        expect(db.domains.filter(domain => domain.userId === 2)).toHaveLength(3);
        expect(db.domainGroups.map(group => group.name)).toEqual(['官网', '电商', '测试环境', '客户项目', '海外业务', '已备案']);
        const grouped = db.domainGroups.flatMap(group => group.domainIds);
        expect(new Set(grouped).size).toBe(grouped.length); // at most one group each
        expect(grouped.length).toBeLessThan(300);
        const wrong = mine.filter(domain => domain.whoisStatus === 2);
        expect(wrong.length).toBeGreaterThan(25);
        expect(wrong.length).toBeLessThan(70);
        expect(JSON.parse(wrong[0].errorInfo)).toHaveLength(2);
        expect(JSON.parse(wrong[0].nsRecords)).toEqual(['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn']);
        expect(mine.filter(domain => domain.locked === 1)).toHaveLength(5);
        expect(mine.filter(domain => domain.status === 3)).toHaveLength(8);
    });

    it('keeps record counts in step and every zone free of duplicates and CNAME clashes', () => {
        const db = createSeed(at);
        const byDomain = new Map<number, typeof db.records>();
        for (const record of db.records) byDomain.set(record.d, [...(byDomain.get(record.d) ?? []), record]);
        for (const domain of db.domains) {
            const records = byDomain.get(domain.id) ?? [];
            expect(records.length).toBe(domain.recordCount);
            if (domain.domain !== BIG_ZONE) {
                expect(records.length).toBeGreaterThanOrEqual(3);
                expect(records.length).toBeLessThanOrEqual(20);
                records.forEach((record, index) => expect(clash(record, records.slice(0, index))).toBeUndefined());
            }
        }
        expect(new Set(db.records.map(record => record.i)).size).toBe(db.records.length);
    });

    it('has one big zone of 5200 records of every type over many lines', () => {
        const db = createSeed(at);
        const zone = db.domains.find(domain => domain.domain === BIG_ZONE)!;
        expect(zone).toMatchObject({ userId: 1, locked: 0, status: 1 });
        const records = db.records.filter(record => record.d === zone.id);
        expect(records.length).toBeGreaterThanOrEqual(5000);
        expect(new Set(records.map(record => record.t))).toEqual(new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'XURL', 'URLFWD']));
        expect(new Set(records.map(record => record.l)).size).toBeGreaterThan(30);
        // the zone rules, checked by host and line
        const slots = new Map<string, typeof records>();
        for (const record of records) {
            const key = `${record.h}|${record.l}`;
            const slot = slots.get(key) ?? [];
            expect(clash(record, slot)).toBeUndefined();
            slots.set(key, [...slot, record]);
        }
    });

    it('seeds only records the record checks accept', () => {
        const db = createSeed(at);
        const problems = db.records
            .map(
                record =>
                    [
                        record,
                        checkRecordFields({ top: record.h, type: record.t, value: record.v, ttl: record.ttl, mx: record.m ?? 1, weight: record.w ?? 1 }),
                    ] as const,
            )
            .filter(([, problem]) => problem !== undefined);
        expect(problems.slice(0, 5)).toEqual([]);
    });

    it('gives every line a unique id and code', () => {
        const all = [...LINES, CUSTOM_ROOT];
        expect(new Set(all.map(line => line.id)).size).toBe(all.length);
        expect(new Set(all.map(line => line.startEnd)).size).toBe(all.length);
        expect(LINES[0]).toMatchObject({ id: 1, name: '默认', startEnd: '100000000-999999999' });
    });
});
