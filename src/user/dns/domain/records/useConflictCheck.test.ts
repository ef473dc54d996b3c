import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';
import { sameHostRecords } from './useConflictCheck';
import { findConflict, isCnameConflict } from '../../../../validation/records';

const ZONE = { domain_id: 7, domain: 'example.com' };
const record = (id: number, top: string, record_type = 'A'): DnsRecord => ({
    id,
    record_id: id,
    top,
    record_type,
    value: `192.0.2.${id % 250}`,
    ttl: 600,
    status: 1,
});

/** A server whose `top` filter is a substring search (no case), answering pages of `perPage`. */
const server = (rows: DnsRecord[]) => ({
    getList: vi.fn(async (_resource: string, { pagination, filter }: { pagination: { page: number; perPage: number }; filter: { top?: string } }) => {
        const matching = rows.filter(row => row.top.toLowerCase().includes((filter.top ?? '').toLowerCase()));
        const { page, perPage } = pagination;
        return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    }),
});

describe('sameHostRecords', () => {
    it('gathers every page of the substring search and keeps the exact host only', async () => {
        // 450 hosts contain "www"; the exact host's records come last, beyond the first page of 200
        const rows = [...Array.from({ length: 450 }, (_, i) => record(i + 1, `www${i + 1}`)), record(1001, 'www'), record(1002, 'www', 'CNAME')];
        const dataProvider = server(rows);
        const found = await sameHostRecords(dataProvider as unknown as DataProvider, ZONE, 'www');
        expect(found.map(row => row.id)).toEqual([1001, 1002]);
        expect(dataProvider.getList).toHaveBeenCalledTimes(3);
        expect(dataProvider.getList.mock.calls[0][1]).toMatchObject({ filter: { ...ZONE, top: 'www' } });
    });

    it('compares hosts without case', async () => {
        const found = await sameHostRecords(server([record(1, 'WWW'), record(2, 'www2')]) as unknown as DataProvider, ZONE, 'www');
        expect(found.map(row => row.id)).toEqual([1]);
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
