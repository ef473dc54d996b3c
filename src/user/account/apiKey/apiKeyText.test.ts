import { describe, expect, it } from 'vitest';
import { absoluteBase, curlExample } from './apiKeyText';
import { maskSecret } from '../../../format/mask';

describe('API key text', () => {
    it('masks all but the first 6 and last 4 characters; a short key entirely', () => {
        expect(maskSecret('ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436')).toBe(`ak_dem${'•'.repeat(12)}c436`);
        expect(maskSecret('short')).toBe('•••••');
        expect(maskSecret('')).toBe('');
    });

    it('joins a relative base to the origin; keeps an absolute one', () => {
        expect(absoluteBase('/antsxdp/', 'https://dns.example.com')).toBe('https://dns.example.com/antsxdp/');
        expect(absoluteBase('/cdn_api/api/', 'http://localhost:4173/')).toBe('http://localhost:4173/cdn_api/api/');
        expect(absoluteBase('https://api.example.com/antsxdp/', 'https://dns.example.com')).toBe('https://api.example.com/antsxdp/');
    });

    it('builds a curl line sending the key in the apikey header', () => {
        expect(curlExample('https://x.cn/antsxdp/', 'ak_1')).toBe(
            "curl -X POST 'https://x.cn/antsxdp/app/dns/domain/list' -H 'apikey: ak_1' -d 'page=1&limit=10'",
        );
    });
});
