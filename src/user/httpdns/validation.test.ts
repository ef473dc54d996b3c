import { describe, expect, it } from 'vitest';
import { readHttpdnsConfig, readResolveAnswer } from '../../data/httpdnsDomains/api';
import { checkClientIp, checkHttpdnsDomain } from './validation';

describe('HTTPDNS validators and readers', () => {
    it('checks a domain and a client IP', () => {
        expect(checkHttpdnsDomain('app.example.com')).toBeUndefined();
        expect(checkHttpdnsDomain('app.example.com.')).toBeUndefined();
        expect(checkHttpdnsDomain('')).toBe('ra.validation.required');
        expect(checkHttpdnsDomain('*.example.com')).toBe('httpdns.validation.domain');
        expect(checkHttpdnsDomain('bad domain')).toBe('httpdns.validation.domain');
        expect(checkClientIp('')).toBeUndefined();
        expect(checkClientIp('1.2.3.4')).toBeUndefined();
        expect(checkClientIp('2001:db8::1')).toBeUndefined();
        expect(checkClientIp('1.2.3')).toBe('httpdns.validation.ip');
    });

    it('reads the config and the answer tolerantly', () => {
        expect(readHttpdnsConfig({ accountId: 100001, domains: 'a.com, b.com,' }).domains).toEqual(['a.com', 'b.com']);
        expect(readResolveAnswer({ ips: ['1.1.1.1', 2], ttl: '600' })).toEqual({ domain: '', ips: ['1.1.1.1', '2'], ttl: 600, type: 'A', line: '' });
    });
});
