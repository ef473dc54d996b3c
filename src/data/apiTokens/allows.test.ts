import { describe, expect, it } from 'vitest';
import { allows, type TokenRequest, type TokenScope } from './allows';

const NOW = new Date('2026-11-28T12:00:00');
const token = (over: Partial<TokenScope> = {}): TokenScope => ({
    permissions: { records: 'read', domains: 'write' },
    resources: { kind: 'domains', domains: ['example.com'] },
    allowIps: [],
    expiresAt: '',
    ...over,
});
const request = (over: Partial<TokenRequest> = {}): TokenRequest => ({
    area: 'records',
    action: 'read',
    domain: 'example.com',
    ip: '58.33.12.8',
    now: NOW,
    ...over,
});

describe('allows', () => {
    it.each<[string, TokenScope, TokenRequest, ReturnType<typeof allows>]>([
        ['a granted read on its domain', token(), request(), { allowed: true }],
        ['the domain in another case', token(), request({ domain: 'EXAMPLE.com' }), { allowed: true }],
        ['write without the write level', token(), request({ action: 'write' }), { allowed: false, missing: 'area', area: 'records', action: 'write' }],
        ['write includes read', token(), request({ area: 'domains' }), { allowed: true }],
        ['an area not granted', token(), request({ area: 'statistics' }), { allowed: false, missing: 'area', area: 'statistics', action: 'read' }],
        ['another domain', token(), request({ domain: 'example.org' }), { allowed: false, missing: 'domain', domain: 'example.org' }],
        ['a read across domains (a list)', token(), request({ domain: undefined }), { allowed: true }],
        ['a write naming no domain', token(), request({ area: 'domains', action: 'write', domain: undefined }), { allowed: false, missing: 'domain' }],
        ['every domain', token({ resources: { kind: 'all' } }), request({ area: 'domains', action: 'write', domain: undefined }), { allowed: true }],
        ['a domain in a chosen group', token({ resources: { kind: 'groups', groupIds: [2, 5] } }), request({ domain: 'x.cn', groups: [5] }), { allowed: true }],
        [
            'a domain outside the chosen groups',
            token({ resources: { kind: 'groups', groupIds: [2] } }),
            request({ domain: 'x.cn', groups: [3] }),
            { allowed: false, missing: 'domain', domain: 'x.cn' },
        ],
        ['an allowed address (CIDR)', token({ allowIps: ['58.33.0.0/16'] }), request(), { allowed: true }],
        ['an allowed IPv6 address', token({ allowIps: ['2001:db8::/32'] }), request({ ip: '2001:db8::5' }), { allowed: true }],
        ['an address outside the list', token({ allowIps: ['10.0.0.0/8', '2001:db8::/32'] }), request(), { allowed: false, missing: 'ip', ip: '58.33.12.8' }],
        ['before expiry', token({ expiresAt: '2026-11-28 12:00:01' }), request(), { allowed: true }],
        ['at expiry', token({ expiresAt: '2026-11-28 12:00:00' }), request(), { allowed: false, missing: 'expired', expiresAt: '2026-11-28 12:00:00' }],
        [
            'expiry is judged first',
            token({ expiresAt: '2026-01-01 00:00:00', allowIps: ['10.0.0.0/8'] }),
            request({ area: 'statistics', domain: 'example.org' }),
            { allowed: false, missing: 'expired', expiresAt: '2026-01-01 00:00:00' },
        ],
        [
            'the address before the area',
            token({ allowIps: ['10.0.0.0/8'] }),
            request({ area: 'statistics' }),
            { allowed: false, missing: 'ip', ip: '58.33.12.8' },
        ],
    ])('%s', (_name, scope, call, verdict) => {
        expect(allows(scope, call)).toEqual(verdict);
    });
});
