import { describe, expect, it } from 'vitest';
import { fromLocalInput, grantedAreas, tokenCurlExample } from './tokenText';

describe('token texts', () => {
    it('lists the granted areas in table order', () => {
        expect(grantedAreas({ permissions: { logs: 'read', domains: 'write' } })).toEqual([
            ['domains', 'write'],
            ['logs', 'read'],
        ]);
    });

    it('builds an example the token may make, on its first domain', () => {
        const base = 'https://dns.example.net/antsxdp/';
        expect(tokenCurlExample(base, { permissions: { records: 'read' }, resources: { kind: 'domains', domains: ['a.cn'] } }, 'at_x')).toBe(
            "curl -X POST 'https://dns.example.net/antsxdp/app/dns/record/list' -d 'domain=a.cn&page=1&limit=10' -H 'apikey: at_x'",
        );
        expect(tokenCurlExample(base, { permissions: { statistics: 'read' }, resources: { kind: 'all' } }, 'at_y')).toBe(
            "curl 'https://dns.example.net/antsxdp/app/dns/user/chart/data?domain=example.com' -H 'apikey: at_y'",
        );
    });

    it('reads a datetime-local value as a call time', () => {
        expect(fromLocalInput('2026-12-01T09:30')).toBe('2026-12-01 09:30:00');
        expect(fromLocalInput('')).toBe('');
    });
});
