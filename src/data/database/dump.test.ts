import { describe, expect, it } from 'vitest';
import { parseDump, summarizeDump } from './dump';

describe('database dump', () => {
    it('summarizes the tables in order, with the version and the date', () => {
        const text =
            '\uFEFF' +
            JSON.stringify({
                format: 'dns-console-db',
                version: 7,
                exportedAt: '2026-11-28 10:00:00',
                tables: { users: [{}, {}], webConfig: { a: 1 }, domains: [] },
            });
        expect(summarizeDump(parseDump(text)!)).toEqual({
            version: 7,
            exportedAt: '2026-11-28 10:00:00',
            tables: [
                { name: 'users', count: 2 },
                { name: 'webConfig', count: 1 },
                { name: 'domains', count: 0 },
            ],
        });
    });

    it.each([
        ['not JSON', 'INSERT INTO users VALUES (1);'],
        ['another JSON', '{"hello":1}'],
        ['no tables', '{"format":"dns-console-db","version":1}'],
        ['tables as a list', '{"format":"dns-console-db","tables":[]}'],
    ])('reads %s as no dump', (_name, text) => {
        expect(parseDump(text)).toBeUndefined();
    });
});
