import { describe, expect, it } from 'vitest';
import { sslCn, sslEn } from '../../i18n/sections/ssl';
import { sslOrderListBody } from './api';
import { awaitsValidation, hasCertificate, needsCompany, SSL_STATUS, SSL_STATUS_CODES, sslTabOf, statusTone } from './codes';
import { baseName, guessedHost, hostInZone, pickZone, validationFileUrl, validationFqdn, zoneSearchText } from './txtRecord';
import { checkCertDomains, isCsrPem, isPhone, isRegNumber, parseCertDomains, validateCsr } from './validation';

describe('SSL codes', () => {
    it('labels every status in both languages and sorts them into what can be done', () => {
        for (const code of SSL_STATUS_CODES) {
            expect(sslEn.status[code]).toBeTruthy();
            expect(sslCn.status[code]).toBeTruthy();
        }
        expect(SSL_STATUS_CODES.filter(hasCertificate)).toEqual([SSL_STATUS.issued, SSL_STATUS.expiringSoon, SSL_STATUS.expired]);
        expect(SSL_STATUS_CODES.filter(awaitsValidation)).toEqual([SSL_STATUS.pendingValidation, SSL_STATUS.validating]);
        expect(statusTone(SSL_STATUS.issued)).toBe('success');
        expect(statusTone(SSL_STATUS.failed)).toBe('error');
        expect(statusTone(SSL_STATUS.cancelled)).toBe('default');
        expect(needsCompany('ov')).toBe(true);
        expect(needsCompany('dv')).toBe(false);
        expect(sslTabOf('free')).toBe('free');
        expect(sslTabOf('other')).toBe('paid');
    });

    it('sends the list body with the tab and only the filters set', () => {
        expect(sslOrderListBody({ page: 2, perPage: 20, filter: { type: 'free', status: '', domain: '  a.com ' } })).toEqual({
            page: 2,
            limit: 20,
            type: 'free',
            domain: 'a.com',
        });
        expect(sslOrderListBody({ page: 1, perPage: 10, filter: { status: 3 } })).toEqual({ page: 1, limit: 10, type: 'paid', status: 3 });
    });
});

describe('certificate domains', () => {
    const dv = { type: 'dv' as const, maxDomains: 1 };
    const wildcard = { type: 'dvWildcard' as const, maxDomains: 1 };
    const multi = { type: 'multi' as const, maxDomains: 3 };

    it('parses lines, commas and spaces, lower-cased and without repeats', () => {
        expect(parseCertDomains(' WWW.Example.com\nexample.com, www.example.com ；a.cn')).toEqual(['www.example.com', 'example.com', 'a.cn']);
        expect(parseCertDomains(undefined)).toEqual([]);
    });

    it.each([
        [[], dv, 'ssl.validation.domainsRequired'],
        [['a.com', 'b.com'], dv, 'ssl.validation.oneDomain'],
        [['a.com', 'b.com', 'c.com', 'd.com'], multi, { message: 'ssl.validation.tooMany', args: { max: 3 } }],
        [['bad_name.com'], dv, { message: 'ssl.validation.domainFormat', args: { domain: 'bad_name.com' } }],
        [['a.*.com'], multi, { message: 'ssl.validation.domainFormat', args: { domain: 'a.*.com' } }],
        [['example.com'], wildcard, 'ssl.validation.wildcardNeeded'],
        [['*.example.com'], dv, { message: 'ssl.validation.wildcardNotAllowed', args: { domain: '*.example.com' } }],
        [['a.com', '*.b.com'], multi, { message: 'ssl.validation.wildcardNotAllowed', args: { domain: '*.b.com' } }],
    ] as const)('refuses %j for %j', (domains, rule, refusal) => {
        expect(checkCertDomains(domains, rule)).toEqual(refusal);
    });

    it.each([
        [['www.example.com'], dv],
        [['*.example.com'], wildcard],
        [['a.com', 'www.a.com', '中文.cn'], multi],
    ] as const)('accepts %j', (domains, rule) => {
        expect(checkCertDomains(domains, rule)).toBeUndefined();
    });
});

describe('CSR and profile checks', () => {
    it('knows a PEM certificate request', () => {
        const pem = '-----BEGIN CERTIFICATE REQUEST-----\nMIIBAbc+/=\nQUJD\n-----END CERTIFICATE REQUEST-----';
        expect(isCsrPem(pem)).toBe(true);
        expect(isCsrPem(pem.replace('REQUEST', 'X'))).toBe(false);
        expect(isCsrPem('-----BEGIN CERTIFICATE-----\nQUJD\n-----END CERTIFICATE-----')).toBe(false);
        expect(validateCsr('hello')).toBe('ssl.validation.csr');
        expect(validateCsr('')).toBeUndefined();
    });

    it('checks registration numbers and phones', () => {
        expect(isRegNumber('91110108MA01ABCD2X')).toBe(true);
        expect(isRegNumber('110108000000016')).toBe(true);
        expect(isRegNumber('91110108MA01ABCD2')).toBe(false);
        expect(isRegNumber('91110108MA01ABCDIO')).toBe(false);
        expect(isPhone('010-88886666')).toBe(true);
        expect(isPhone('+86 13800138000')).toBe(true);
        expect(isPhone('phone')).toBe(false);
        expect(isPhone('12')).toBe(false);
    });
});

describe('the validation TXT record', () => {
    it('names the record by the product: _dnsauth for paid, _acme-challenge for free, wildcards at their base', () => {
        expect(validationFqdn('www.example.com', false)).toBe('_dnsauth.www.example.com');
        expect(validationFqdn('*.Example.com', true)).toBe('_acme-challenge.example.com');
        expect(baseName('*.a.b.com.')).toBe('a.b.com');
        expect(validationFileUrl('*.a.com', 'tok')).toBe('http://a.com/.well-known/pki-validation/tok.txt');
    });

    it('finds the host inside a zone, and the zone among the hosted ones', () => {
        expect(hostInZone('_dnsauth.www.example.com', 'example.com')).toBe('_dnsauth.www');
        expect(hostInZone('_dnsauth.example.com', 'example.com')).toBe('_dnsauth');
        expect(hostInZone('example.com', 'example.com')).toBe('@');
        expect(hostInZone('_dnsauth.badexample.com', 'example.com')).toBeUndefined();
        expect(zoneSearchText('_dnsauth.www.example.com.cn')).toBe('com.cn');
        const zones = [{ domain: 'example.com.cn' }, { domain: 'shop.example.com.cn' }, { domain: 'other.com.cn' }];
        expect(pickZone('_dnsauth.a.shop.example.com.cn', zones)).toEqual({ domain: 'shop.example.com.cn' });
        expect(pickZone('_dnsauth.b.com', zones)).toBeUndefined();
        expect(guessedHost('_acme-challenge.www.example.com')).toBe('_acme-challenge.www');
    });
});

describe('SSL messages', () => {
    const leaves = (node: unknown, path = ''): [string, string][] =>
        typeof node === 'string' ? [[path, node]] : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();

    it('has the same keys and placeholders in both languages', () => {
        const cn = new Map(leaves(sslCn));
        for (const [key, text] of leaves(sslEn)) {
            expect(cn.has(key), key).toBe(true);
            expect(placeholders(cn.get(key)!), key).toEqual(placeholders(text));
        }
    });
});
