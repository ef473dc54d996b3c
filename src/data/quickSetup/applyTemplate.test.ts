import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zoneRecord } from '../../../tests/support/zoneRecords';
import { checkChangeSet, type ZoneRecord } from '../../zone';
import { applyTemplate, type ApplyTemplateOptions, type TemplateChange, type TemplateOutcome } from './applyTemplate';
import { readTemplate, type Template, type TemplateRecord } from './template';

const template = (records: TemplateRecord[], fields: Partial<Template> = {}): Template => ({
    providerId: 'example.com',
    providerName: 'Example',
    serviceId: 'svc',
    serviceName: 'Service',
    records,
    ...fields,
});

const apply = (records: TemplateRecord[], options: Partial<ApplyTemplateOptions> = {}, fields: Partial<Template> = {}): TemplateOutcome =>
    applyTemplate(template(records, fields), { target: { domain: 'example.com', host: '' }, variables: {}, zone: [], flow: 'console', ...options });

const changed = (outcome: TemplateOutcome): TemplateChange => {
    if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.reason}`);
    return outcome;
};

/** The records as a zone file's lines would name them: "host ttl TYPE [mx] value", sorted. */
const lines = (records: readonly ZoneRecord[]) =>
    records.map(record => [record.top, record.ttl, record.record_type, ...(record.record_type === 'MX' ? [record.mx] : []), record.value].join(' ')).sort();

/** The zone once the change set is applied, every operation accepted by the zone checks. */
const appliedTo = (zone: readonly ZoneRecord[], outcome: TemplateOutcome): ZoneRecord[] => {
    const report = checkChangeSet({ name: 'example.com', records: zone }, changed(outcome).ops);
    expect(report.refused).toEqual([]);
    return report.zone.records();
};

const written = (outcome: TemplateOutcome) => lines(appliedTo([], outcome));

describe('the specification’s examples', () => {
    it('Variable Examples: @ in host and pointsTo, applied to the domain and to a host', () => {
        const records: TemplateRecord[] = [
            { type: 'CNAME', host: 'www', pointsTo: '@', ttl: 1800 },
            { type: 'A', host: '@', pointsTo: '192.0.2.1', ttl: 1800 },
        ];
        expect(written(apply(records))).toEqual(['@ 1800 A 192.0.2.1', 'www 1800 CNAME example.com']);
        expect(written(apply(records, { target: { domain: 'example.com', host: 'bar' } }))).toEqual([
            'bar 1800 A 192.0.2.1',
            'www.bar 1800 CNAME bar.example.com',
        ]);
    });

    it.each([
        ['a single static host record', [{ type: 'A', host: 'www', pointsTo: '192.0.2.1', ttl: 600 }], {}, ['www 600 A 192.0.2.1']],
        ['a single variable host record for A', [{ type: 'A', host: '@', pointsTo: '198.51.100.%srv%', ttl: 600 }], { srv: '2' }, ['@ 600 A 198.51.100.2']],
        [
            'an unspecified record type (CAA) from data',
            [
                { type: 'CAA', host: '@', data: '0 issue "ca1.example.net"', ttl: 1800 },
                { type: 'CAA', host: '@', data: '0 issuewild "ca2.example."', ttl: 1800 },
            ],
            {},
            ['@ 1800 CAA 0 issue "ca1.example.net"', '@ 1800 CAA 0 issuewild "ca2.example."'],
        ],
    ] as const)('%s', (_, records, variables, expected) => {
        expect(written(apply([...records], { variables }))).toEqual(expected);
    });

    it('DNS Zone merging: A and AAAA displaced, the CNAME at www displaced, SPF merged, MX kept', () => {
        const zone = [
            zoneRecord(1, { top: '@', record_type: 'A', value: '192.0.2.1', ttl: 3600 }),
            zoneRecord(2, { top: '@', record_type: 'A', value: '192.0.2.2', ttl: 3600 }),
            zoneRecord(3, { top: '@', record_type: 'AAAA', value: '2001:db8:1234::', ttl: 3600 }),
            zoneRecord(4, { top: '@', record_type: 'AAAA', value: '2001:db8:1234::1', ttl: 3600 }),
            zoneRecord(5, { top: '@', record_type: 'MX', value: 'mx1.example.net', mx: 10, ttl: 3600 }),
            zoneRecord(6, { top: '@', record_type: 'MX', value: 'mx2.example.net', mx: 10, ttl: 3600 }),
            zoneRecord(7, { top: '@', record_type: 'TXT', value: 'v=spf1 a include:spf.example.org ~all', ttl: 3600 }),
            zoneRecord(8, { top: 'www', record_type: 'CNAME', value: 'other.host.example', ttl: 3600 }),
            zoneRecord(9, { top: '@', record_type: 'NS', value: 'ns11.example.net', ttl: 3600 }),
        ];
        const outcome = apply(
            [
                { type: 'A', host: '@', pointsTo: '203.0.113.2', ttl: '1800' },
                { type: 'A', host: 'www', pointsTo: '203.0.113.2', ttl: '1800' },
                { type: 'SPFM', host: '@', spfRules: 'a include:spf.hoster.example' },
            ],
            { zone },
        );
        expect(lines(appliedTo(zone, outcome))).toEqual([
            '@ 1800 A 203.0.113.2',
            '@ 3600 MX 10 mx1.example.net',
            '@ 3600 MX 10 mx2.example.net',
            '@ 3600 NS ns11.example.net',
            '@ 3600 TXT v=spf1 a include:spf.example.org include:spf.hoster.example ~all',
            'www 1800 A 203.0.113.2',
        ]);
    });

    it('SPF Record Merging: a mail service then a newsletter service share one SPF record', () => {
        const mail = apply([
            { type: 'MX', host: '@', priority: '10', pointsTo: 'mx1.example.net', ttl: '1800' },
            { type: 'MX', host: 'www', priority: '10', pointsTo: 'mx2.example.net', ttl: '1800' },
            { type: 'SPFM', host: '@', spfRules: 'a include:spf.example.net' },
        ]);
        const afterMail = appliedTo([], mail);
        expect(lines(afterMail)).toContain('@ 600 TXT v=spf1 a include:spf.example.net ~all');
        const afterNewsletter = appliedTo(afterMail, apply([{ type: 'SPFM', host: '@', spfRules: 'include:_spf.newsletter.example' }], { zone: afterMail }));
        expect(lines(afterNewsletter).filter(line => line.includes('TXT'))).toEqual([
            '@ 600 TXT v=spf1 a include:spf.example.net include:_spf.newsletter.example ~all',
        ]);
    });

    it('Example Template: groupId applies the chosen groups only', () => {
        const example = readTemplate(readFileSync('tests/fixtures/domainConnect/exampleprovider.exampleservice.json', 'utf8'));
        expect('template' in example).toBe(true);
        const records: TemplateRecord[] = [
            { type: 'A', groupId: 'service', host: 'www', pointsTo: '%var1%', ttl: 600 },
            { type: 'CNAME', groupId: 'service', host: 'webmail', pointsTo: '%var3%', ttl: 600 },
            { type: 'TXT', groupId: 'verification', host: 'example', ttl: 600, data: '%var4%' },
        ];
        expect(written(apply(records, { groups: ['verification'], variables: { var4: 'token-1' } }))).toEqual(['example 600 TXT token-1']);
        expect(apply(records, { groups: ['service'], variables: { var4: 'token-1' } })).toEqual({
            refusal: { reason: 'missingVariable', args: { name: 'var1, var3' } },
        });
    });

    it('the example provider’s template: SRV from its fields, SPFM merged, and refused in the synchronous flow for its signature', () => {
        const example = readTemplate(readFileSync('tests/fixtures/domainConnect/exampleprovider.exampleservice.json', 'utf8'));
        if (!('template' in example)) throw new Error('not read');
        const variables = {
            a: '192.0.2.9',
            sub: 'shop',
            cnamehost: 'blog',
            txt: 'hello',
            mx: 'mail.example.net',
            mxprio: '20',
            target: 'sip.example.net',
            ttlvar: '300',
            srvport: '5061',
            srvproto: '_tcp',
            srvservice: 'xmpp',
        };
        const target = { domain: 'example.com', host: '' };
        expect(applyTemplate(example.template, { target, variables, zone: [], flow: 'sync' })).toEqual({
            refusal: { reason: 'signature', args: { domain: 'syncPubKeyDomain' } },
        });
        const outcome = changed(applyTemplate(example.template, { target, variables, zone: [], flow: 'console' }));
        const report = checkChangeSet({ name: 'example.com', records: [] }, outcome.ops);
        // its MX names an address, which no MX may (RFC 5321): the record checks refuse that one and take the rest
        expect(report.refused).toEqual([{ index: 7, problem: { message: 'recordChecks.hostnameIp', args: {} } }]);
        const records = lines(report.zone.records());
        expect(records).toContain('_sip._tls 3600 SRV 10 20 443 sip.example.net');
        expect(records).toContain('_xmpp._tcp 300 SRV 0 20 5061 srv.example.com');
        expect(records).toContain('@ 3600 MX 5 mail.example.net');
        expect(records).toContain('@ 3600 TXT hello');
        expect(records).toContain('@ 600 TXT v=spf1 include:spf.mydomain.com ~all');
        expect(records).toContain('www 3600 CNAME example.com');
    });
});

describe('conflicts', () => {
    const zone = [
        zoneRecord(1, { top: '@', record_type: 'TXT', value: 'google-site-verification=old' }),
        zoneRecord(2, { top: '@', record_type: 'TXT', value: 'v=spf1 -all' }),
        zoneRecord(3, { top: '@', record_type: 'TXT', value: 'hello' }),
        zoneRecord(4, { top: '@', record_type: 'MX', value: 'old.example.net', mx: 5 }),
        zoneRecord(5, { top: 'shop', record_type: 'A', value: '192.0.2.7' }),
        zoneRecord(6, { top: 'shop', record_type: 'TXT', value: 'x' }),
        zoneRecord(7, { top: 'shop', record_type: 'A', value: '192.0.2.8', record_line_id: '10=1', record_line_name: '电信' }),
    ];
    const kinds = (outcome: TemplateOutcome) => changed(outcome).ops.map(op => `${op.op} ${op.op === 'add' ? op.after.value : op.before.value}`);

    it.each([
        ['None keeps every TXT', { txtConflictMatchingMode: 'None' as const }, ['add new']],
        [
            'All displaces every TXT of the host',
            { txtConflictMatchingMode: 'All' as const },
            ['delete v=spf1 -all', 'delete hello', 'update google-site-verification=old'],
        ],
        [
            'Prefix displaces the TXT starting with the prefix',
            { txtConflictMatchingMode: 'Prefix' as const, txtConflictMatchingPrefix: 'google-site-verification=' },
            ['update google-site-verification=old'],
        ],
    ])('TXT %s', (_, mode, expected) => {
        expect(kinds(apply([{ type: 'TXT', host: '@', data: 'new', ttl: 600, ...mode }], { zone }))).toEqual(expected);
    });

    it('an MX displaces the MX of its host: the old one is updated in place', () => {
        const ops = changed(apply([{ type: 'MX', host: '@', pointsTo: 'mx.new.example', priority: 1, ttl: 600 }], { zone })).ops;
        expect(ops).toEqual([{ op: 'update', before: zone[3], after: expect.objectContaining({ value: 'mx.new.example', mx: 1 }) }]);
    });

    it('a CNAME displaces everything on its host, on every line', () => {
        expect(kinds(apply([{ type: 'CNAME', host: 'shop', pointsTo: 'shops.example.net', ttl: 600 }], { zone }))).toEqual([
            'delete 192.0.2.7',
            'delete x',
            'delete 192.0.2.8',
            'add shops.example.net',
        ]);
    });

    it('SPF: the existing record’s rules are kept, the template’s added, ~all at the end; -all and pass merge to the least restrictive', () => {
        const ops = changed(apply([{ type: 'SPFM', host: '@', spfRules: 'include:spf.mail.qq.com' }], { zone })).ops;
        expect(ops).toEqual([{ op: 'update', before: zone[1], after: expect.objectContaining({ value: 'v=spf1 include:spf.mail.qq.com ~all' }) }]);
    });

    it('the service’s apex NS are never displaced', () => {
        const withNs = [zoneRecord(1, { top: '@', record_type: 'NS', value: 'ns1.dnsv.example' })];
        expect(changed(apply([{ type: 'CNAME', host: '@', pointsTo: 'x.example.net', ttl: 600 }], { zone: withNs })).ops.map(op => op.op)).toEqual(['add']);
    });
});

describe('refusals', () => {
    it.each([
        ['a redirect type', [{ type: 'REDIR301', host: '@', target: 'https://x.example' }], {}, { reason: 'redirect', args: { type: 'REDIR301' } }],
        ['an unsupported type', [{ type: 'APEXCNAME', host: '@', pointsTo: 'x.example' }], {}, { reason: 'unsupportedType', args: { type: 'APEXCNAME' } }],
        ['a type by number', [{ type: 'TYPE65534', host: '@', data: '\\# 0' }], {}, { reason: 'unsupportedType', args: { type: 'TYPE65534' } }],
        ['a variable without its value', [{ type: 'A', host: '@', pointsTo: '%ip%' }], {}, { reason: 'missingVariable', args: { name: 'ip' } }],
        [
            'a host outside the zone',
            [{ type: 'A', host: 'www.other.org.', pointsTo: '192.0.2.1' }],
            {},
            { reason: 'outsideZone', args: { name: 'www.other.org.' } },
        ],
        ['no record in the chosen group', [{ type: 'A', host: '@', pointsTo: '192.0.2.1', groupId: 'a' }], { groups: ['b'] }, { reason: 'empty', args: {} }],
    ] as const)('%s', (_, records, options, expected) => {
        expect(apply(records as unknown as TemplateRecord[], options)).toEqual({ refusal: expected });
    });

    it('syncBlock and a signature refuse the synchronous flow only; hostRequired refuses the apex', () => {
        const records: TemplateRecord[] = [{ type: 'A', host: '@', pointsTo: '192.0.2.1' }];
        expect(apply(records, { flow: 'sync' }, { syncBlock: true })).toEqual({ refusal: { reason: 'syncBlock', args: {} } });
        expect('ops' in apply(records, { flow: 'console' }, { syncBlock: true })).toBe(true);
        expect(apply(records, { flow: 'sync' }, { syncPubKeyDomain: 'keys.example' })).toEqual({
            refusal: { reason: 'signature', args: { domain: 'keys.example' } },
        });
        expect(apply(records, {}, { hostRequired: true })).toEqual({ refusal: { reason: 'hostRequired', args: {} } });
    });

    it('a TTL the zone cannot take is brought into range, the plan’s lowest included', () => {
        expect(written(apply([{ type: 'A', host: '@', pointsTo: '192.0.2.1', ttl: 0 }]))).toEqual(['@ 1 A 192.0.2.1']);
        expect(written(apply([{ type: 'A', host: '@', pointsTo: '192.0.2.1', ttl: 60 }], { minTtl: 600 }))).toEqual(['@ 600 A 192.0.2.1']);
        expect(written(apply([{ type: 'A', host: '@', pointsTo: '192.0.2.1', ttl: 'soon' }]))).toEqual(['@ 600 A 192.0.2.1']);
    });

    it('readTemplate names what is missing', () => {
        expect(readTemplate('{')).toEqual({ refusal: { reason: 'invalid', args: { field: 'JSON' } } });
        expect(readTemplate({ providerId: 'a', providerName: 'A', serviceId: 's', serviceName: 'S' })).toEqual({
            refusal: { reason: 'invalid', args: { field: 'records' } },
        });
    });
});
