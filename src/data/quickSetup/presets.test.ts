import { describe, expect, it } from 'vitest';
import { checkChangeSet } from '../../zone';
import { applyTemplate } from './applyTemplate';
import { bimiRecord, DMARC_DEFAULTS, dmarcRecord, mailList, mtaStsVariables, SPF_DEFAULTS, spfRecord } from './builders';
import { HELD_TEMPLATES } from './presets';
import { templateVariables } from './variables';

const SAMPLES: Record<string, string> = {
    verification: 'feishu-verify-1',
    msid: 'ms12345678',
    mxhost: 'example-com',
    token: 'abc123',
    user: 'octocat',
    code: 'code-a1b2',
    spf: spfRecord(SPF_DEFAULTS),
    dmarc: dmarcRecord(DMARC_DEFAULTS),
    ...mtaStsVariables({ id: '20260101', rua: 'tls@example.com', policyhost: 'pages.example.net' }),
    bimi: bimiRecord({ logo: 'https://example.com/logo.svg', vmc: '' }),
    ip: '192.0.2.80',
    id: '42',
};

describe('the template set', () => {
    it.each(HELD_TEMPLATES.map(template => [`${template.providerId}/${template.serviceId}`, template] as const))(
        '%s applies to a zone and its records pass the checks',
        (_, template) => {
            const variables = Object.fromEntries(templateVariables(template).map(name => [name, SAMPLES[name]]));
            const outcome = applyTemplate(template, { target: { domain: 'example.com', host: '' }, variables, zone: [], flow: 'console' });
            if ('refusal' in outcome) throw new Error(outcome.refusal.reason);
            expect(outcome.ops.length).toBeGreaterThan(0);
            expect(checkChangeSet({ name: 'example.com', records: [] }, outcome.ops).refused).toEqual([]);
        },
    );
});

describe('builders', () => {
    it.each([
        [DMARC_DEFAULTS, 'v=DMARC1; p=none'],
        [
            { p: 'reject', sp: 'quarantine', pct: 50, rua: 'a@example.com, b@example.com', ruf: 'mailto:f@example.com', adkim: 's', aspf: 's' },
            'v=DMARC1; p=reject; sp=quarantine; pct=50; rua=mailto:a@example.com,mailto:b@example.com; ruf=mailto:f@example.com; adkim=s; aspf=s',
        ],
    ] as const)('DMARC %#', (fields, expected) => {
        expect(dmarcRecord(fields)).toBe(expected);
    });

    it('SPF, MTA-STS, BIMI and the mail list check', () => {
        expect(spfRecord({ includes: 'spf.mail.qq.com', ip4: '192.0.2.0/24', ip6: '', a: true, mx: false, all: '-' })).toBe(
            'v=spf1 a ip4:192.0.2.0/24 include:spf.mail.qq.com -all',
        );
        expect(mtaStsVariables({ id: '1', rua: 'tls@example.com', policyhost: 'h.example.net' })).toEqual({
            policy: 'v=STSv1; id=1',
            report: 'v=TLSRPTv1; rua=mailto:tls@example.com',
            policyhost: 'h.example.net',
        });
        expect(bimiRecord({ logo: 'https://e.com/l.svg', vmc: 'https://e.com/v.pem' })).toBe('v=BIMI1; l=https://e.com/l.svg; a=https://e.com/v.pem');
        expect(mailList('a@example.com, b@example.org')).toBe(true);
        expect(mailList('a@example')).toBe(false);
    });
});
