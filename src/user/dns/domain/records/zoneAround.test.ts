import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';
import { contentOf } from '../../../../zone';
import { zoneAround } from './zoneAround';
import { findConflict, isCnameConflict } from '../../../../validation/records';

const ZONE = { domain_id: 7, domain: 'example.com' };
const record = (id: number, top: string, record_type = 'A', value = `192.0.2.${id % 250}`): DnsRecord => ({
    id,
    record_id: id,
    top,
    record_type,
    value,
    ttl: 600,
    status: 1,
});

type Filter = { top?: string; record_type?: string };

/** A server whose `top` filter is a substring search (no case) and `record_type` exact, answering pages of `perPage`. */
const server = (rows: DnsRecord[]) => ({
    getList: vi.fn(async (_resource: string, { pagination, filter }: { pagination: { page: number; perPage: number }; filter: Filter }) => {
        const matching = rows.filter(
            row => row.top.toLowerCase().includes((filter.top ?? '').toLowerCase()) && (!filter.record_type || row.record_type === filter.record_type),
        );
        const { page, perPage } = pagination;
        return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    }),
});

const ids = (records: { record_id: number }[]) => records.map(row => row.record_id).sort((a, b) => a - b);

describe('zoneAround', () => {
    it('gathers every page of the host search, in pages of 500, and the NS records', async () => {
        // 1 200 hosts contain "www"; the exact host's records come last, beyond the first two pages
        const rows = [
            ...Array.from({ length: 1200 }, (_, i) => record(i + 1, `www${i + 1}`)),
            record(2001, 'www'),
            record(2002, 'sub', 'NS', 'ns1.example.net'),
            record(2003, 'other'),
        ];
        const dataProvider = server(rows);
        const found = await zoneAround(dataProvider as unknown as DataProvider, ZONE, contentOf({ top: 'www', record_type: 'A', value: '192.0.2.9' }));
        expect(ids(found)).toEqual([...Array.from({ length: 1200 }, (_, i) => i + 1), 2001, 2002]);
        const calls = dataProvider.getList.mock.calls.map(([, params]) => params);
        expect(calls.every(({ pagination }) => pagination.perPage === 500)).toBe(true);
        expect(calls.filter(({ filter }) => filter.top === 'www')).toHaveLength(3);
        expect(calls[0]).toMatchObject({ filter: { ...ZONE, top: 'www' } });
        // no CNAME read for an A record
        expect(calls.some(({ filter }) => filter.record_type === 'CNAME')).toBe(false);
    });

    it("reads the zone's CNAMEs for a CNAME (a loop), and keeps the record as listed unless read afresh", async () => {
        const rows = [record(1, 'a', 'CNAME', 'b.example.com'), record(2, 'b', 'CNAME', 'c.example.com')];
        const listed = { ...contentOf(record(9, 'gone')), record_id: 9 };
        const found = await zoneAround(server(rows) as unknown as DataProvider, ZONE, contentOf({ top: 'c', record_type: 'CNAME', value: 'a.example.com' }), [
            listed,
        ]);
        expect(ids(found)).toEqual([1, 2, 9]);
    });
});

describe('isCnameConflict', () => {
    it('tells the CNAME conflict from a duplicate', () => {
        const existing = [record(1, 'www')];
        expect(isCnameConflict(findConflict({ top: 'www', record_type: 'CNAME', value: 'x.example.net' }, existing))).toBe(true);
        expect(isCnameConflict(findConflict({ top: 'www', record_type: 'A', value: existing[0].value }, existing))).toBe(false);
        expect(isCnameConflict(undefined)).toBe(false);
    });
});
