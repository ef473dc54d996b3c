import { describe, expect, it } from 'vitest';
import { apiBase, readRuntimeConfig, usesCustomLogin } from './runtime';

describe('runtime config', () => {
    it.each([
        [{}, '/antsxdp/'],
        [{ resetAPI: true }, '/api/'],
        [{ debug: true }, '/cdn_api/antsxdp/'],
        [{ debug: true, resetAPI: true }, '/cdn_api/api/'],
        [{ apiRoot: 'https://dns.example.com/antsxdp', debug: true }, 'https://dns.example.com/antsxdp/'],
        [{ apiRoot: '/gateway/' }, '/gateway/'],
    ])('%j answers under %s', (config, base) => {
        expect(apiBase(readRuntimeConfig(config))).toBe(base);
    });

    it('uses the custom login wrapper only in customMode outside debug', () => {
        expect(usesCustomLogin(readRuntimeConfig({ customMode: true }))).toBe(true);
        expect(usesCustomLogin(readRuntimeConfig({ customMode: true, debug: true }))).toBe(false);
        expect(usesCustomLogin(readRuntimeConfig({}))).toBe(false);
    });

    it('falls back to defaults when config.js is missing', () => {
        expect(readRuntimeConfig(undefined)).toEqual({
            apiRoot: '',
            resetAPI: false,
            debug: false,
            customMode: false,
            demo: false,
            currencySymbol: '¥',
            adminBase: '/admin',
            userConsoleUrl: '',
        });
    });
});
