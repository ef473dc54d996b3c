import { describe, expect, it, vi } from 'vitest';
import { exportZones } from './exportZones';
import type { ZoneFile } from './zoneFileOf';

const row = (id: number, top: string) => ({ id, record_id: id, top, record_type: 'A', value: `192.0.2.${id}`, ttl: 600, status: 1, record_line_name: '默认' });

const provider = (pages: Record<number, number>) => ({
    getList: vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number }; filter: { domain_id: number } }) => {
        const count = pages[params.filter.domain_id];
        if (count === undefined) throw new Error('该域名不存在');
        const all = Array.from({ length: count }, (_, index) => row(index + 1, `h${index + 1}`));
        const { page, perPage } = params.pagination;
        return { data: all.slice((page - 1) * perPage, page * perPage), total: count };
    }),
});

describe('exportZones', () => {
    it('saves one file per domain, gathering 500 a page, and reports a domain that failed', async () => {
        const dataProvider = provider({ 1: 1100, 3: 2 });
        const saved: ZoneFile[] = [];
        const progress = vi.fn();
        const outcome = await exportZones(
            dataProvider as never,
            [
                { id: 1, domain: 'a.com' },
                { id: 2, domain: 'gone.com' },
                { id: 3, domain: 'c.com' },
            ],
            'csv',
            { signal: new AbortController().signal, onProgress: progress, save: file => saved.push(file) },
        );
        expect(saved.map(file => file.name)).toEqual(['a.com.csv', 'c.com.csv']);
        expect(saved[0].text.split(/\r?\n/).filter(Boolean)).toHaveLength(1101);
        expect(dataProvider.getList.mock.calls.filter(call => call[1].filter.domain_id === 1).map(call => call[1].pagination)).toEqual([
            { page: 1, perPage: 500 },
            { page: 2, perPage: 500 },
            { page: 3, perPage: 500 },
        ]);
        expect(outcome).toEqual({
            saved: ['a.com.csv', 'c.com.csv'],
            failed: [{ domain: 'gone.com', message: '该域名不存在' }],
            leftOut: [],
            cancelled: false,
        });
        expect(progress).toHaveBeenCalledWith({ domain: 'a.com', zoneIndex: 0, zones: 3, done: 1100, total: 1100 });
    });

    it('writes BIND as <domain>.zone and stops when cancelled', async () => {
        const abort = new AbortController();
        const saved: ZoneFile[] = [];
        const outcome = await exportZones(
            provider({ 1: 3, 2: 3 }) as never,
            [
                { id: 1, domain: 'a.com' },
                { id: 2, domain: 'b.com' },
            ],
            'bind',
            {
                signal: abort.signal,
                onProgress: () => undefined,
                save: file => {
                    saved.push(file);
                    abort.abort();
                },
            },
        );
        expect(saved.map(file => file.name)).toEqual(['a.com.zone']);
        expect(saved[0].text).toMatch(/\$ORIGIN a\.com\./);
        expect(outcome.cancelled).toBe(true);
    });

    it('reports a BIND file that left out records not valid for their type, and a zone whose name cannot be written', async () => {
        const rows = [row(1, 'www'), { ...row(2, 'x'), top: 'x\n$INCLUDE /etc/passwd' }, { ...row(3, 'ns'), record_type: 'NS', value: 'ns.a.com\nevil NS x.' }];
        const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: rows.length })) };
        const saved: ZoneFile[] = [];
        const outcome = await exportZones(
            dataProvider as never,
            [
                { id: 1, domain: 'a.com' },
                { id: 2, domain: 'b.com\n$INCLUDE /x' },
            ],
            'bind',
            { signal: new AbortController().signal, onProgress: () => undefined, save: file => saved.push(file) },
        );
        expect(outcome).toEqual({
            saved: ['a.com.zone'],
            failed: [{ domain: 'b.com\n$INCLUDE /x', message: 'zoneFile.badZoneName' }],
            leftOut: [{ domain: 'a.com', count: 2 }],
            cancelled: false,
        });
        expect(saved[0].text.split('\n').filter(line => /^[^;]/.test(line))).toEqual(['$ORIGIN a.com.', '$TTL 600', 'www\t600\tIN\tA\t192.0.2.1']);
    });
});
