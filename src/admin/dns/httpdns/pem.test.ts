import { describe, expect, it } from 'vitest';
import { looksLikeCertificate, looksLikePrivateKey, validateCertificatePem, validatePrivateKeyPem } from './pem';
import { validateAccountId, validateDomainLines, validateQps, toUserConfigForm, toUserConfigRecord } from './userConfigForm';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Fr\nZQ==\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----';

describe('PEM shape checks', () => {
    it.each([
        [CERT, true],
        [`${CERT}\n${CERT}`, true],
        [`  ${CERT}  `, true],
        ['-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----', false],
        ['MIIBszCCAVmgAwIBAgIUQ2Fr', false],
        [KEY, false],
    ])('certificate %#', (text, ok) => expect(looksLikeCertificate(text)).toBe(ok));

    it.each([
        [KEY, true],
        ['-----BEGIN RSA PRIVATE KEY-----\nMIIEow==\n-----END RSA PRIVATE KEY-----', true],
        ['-----BEGIN EC PRIVATE KEY-----\nMHcCAQ==\n-----END EC PRIVATE KEY-----', true],
        ['-----BEGIN RSA PRIVATE KEY-----\nMIIEow==\n-----END PRIVATE KEY-----', false],
        [CERT, false],
        ['secret', false],
    ])('private key %#', (text, ok) => expect(looksLikePrivateKey(text)).toBe(ok));

    it('validators: empty passes (required() is separate), bad shape gives the key', () => {
        expect(validateCertificatePem('')).toBeUndefined();
        expect(validateCertificatePem(CERT)).toBeUndefined();
        expect(validateCertificatePem('abc')).toBe('httpdnsSettings.validation.certPem');
        expect(validatePrivateKeyPem(undefined)).toBeUndefined();
        expect(validatePrivateKeyPem(KEY)).toBeUndefined();
        expect(validatePrivateKeyPem(CERT)).toBe('httpdnsSettings.validation.keyPem');
    });
});

describe('HTTPDNS user config form', () => {
    it('names the bad or repeated domain line', () => {
        expect(validateDomainLines('a.example.com\nb.example.com')).toBeUndefined();
        expect(validateDomainLines('a.example.com\nbad_domain')).toEqual({ message: 'httpdnsSettings.validation.domains', args: { line: 'bad_domain' } });
        expect(validateDomainLines('a.example.com\nA.example.com')).toEqual({
            message: 'httpdnsSettings.validation.domainsDuplicate',
            args: { line: 'a.example.com' },
        });
    });

    it('checks QPS and AccountID', () => {
        expect(validateQps('0')).toBeUndefined();
        expect(validateQps('1000000')).toBeUndefined();
        expect(validateQps('-1')).toBe('httpdnsSettings.validation.qps');
        expect(validateQps('1.5')).toBe('httpdnsSettings.validation.qps');
        expect(validateAccountId('')).toBeUndefined();
        expect(validateAccountId('100001')).toBeUndefined();
        expect(validateAccountId('12a')).toBe('httpdnsSettings.validation.accountId');
    });

    it('maps the record to the form (one domain per line) and back', () => {
        const record = { id: 1, username: 'demo', accountId: '100001', domains: 'a.example.com,b.example.com', qpsLimit: 10, status: 1 };
        const form = toUserConfigForm(record);
        expect(form).toEqual({ username: 'demo', accountId: '100001', domains: 'a.example.com\nb.example.com', qpsLimit: '10', status: true });
        expect(toUserConfigRecord({ ...form, status: false, qpsLimit: '' })).toEqual({
            username: 'demo',
            accountId: '100001',
            domains: 'a.example.com,b.example.com',
            qpsLimit: 0,
            status: 0,
        });
    });
});
