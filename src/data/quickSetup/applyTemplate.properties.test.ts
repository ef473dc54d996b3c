import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkChangeSet, type RecordContent } from '../../zone';
import { applyTemplate } from './applyTemplate';
import type { Template, TemplateRecord } from './template';

const NAME = fc.constantFrom('ip', 'token', 'sub', 'code', 'id');
const LITERAL = fc.stringMatching(/^[a-z0-9=.-]{0,6}$/);
/** A text of literals and variables, e.g. "site=%token%.x". */
const textWithVariables = fc
    .array(
        fc.oneof(
            LITERAL,
            NAME.map(name => `%${name}%`),
        ),
        { minLength: 1, maxLength: 4 },
    )
    .map(parts => parts.join(''));
const VALUE = fc.stringMatching(/^[a-z0-9]{1,8}$/);

const template = (records: TemplateRecord[]): Template => ({ providerId: 'p.example', providerName: 'P', serviceId: 's', serviceName: 'S', records });

const LEFT = /%[A-Za-z0-9_.-]+%/;

describe('template properties', () => {
    it('with every variable given, nothing written still holds a %name%', () => {
        const record = fc.record({
            type: fc.constantFrom('TXT', 'CNAME'),
            host: fc.oneof(
                fc.constant('@'),
                NAME.map(name => `%${name}%`),
                fc.constant('x.%host%'),
            ),
            data: textWithVariables,
            pointsTo: textWithVariables.map(text => `${text}.example.net`),
        });
        fc.assert(
            fc.property(
                fc.array(record, { minLength: 1, maxLength: 5 }),
                fc.dictionary(NAME, VALUE, { minKeys: 5 }),
                fc.constantFrom('', 'shop'),
                (records, variables, host) => {
                    const outcome = applyTemplate(template(records), { target: { domain: 'example.com', host }, variables, zone: [], flow: 'console' });
                    if ('refusal' in outcome) return outcome.refusal.reason !== 'missingVariable';
                    return outcome.wanted.every((written: RecordContent) => !LEFT.test(written.top) && !LEFT.test(written.value));
                },
            ),
        );
    });

    it('applying a template to the zone it made changes nothing', () => {
        const HOSTS = ['@', 'www', 'mail', 'shop'];
        const zoneRecord = fc.record({
            top: fc.constantFrom(...HOSTS),
            record_type: fc.constantFrom('A', 'AAAA', 'MX', 'TXT', 'CNAME'),
            n: fc.integer({ min: 1, max: 3 }),
        });
        const templateRecord = fc.oneof(
            fc.record({
                type: fc.constantFrom('A', 'AAAA', 'MX', 'TXT', 'CNAME'),
                host: fc.constantFrom(...HOSTS),
                n: fc.integer({ min: 1, max: 3 }),
                mode: fc.constantFrom('None', 'All', 'Prefix'),
            }),
            fc.record({ type: fc.constant('SPFM'), host: fc.constantFrom(...HOSTS), n: fc.integer({ min: 1, max: 3 }), mode: fc.constant('None') }),
        );
        const valueOf = (type: string, n: number) =>
            ({
                A: `192.0.2.${n}`,
                AAAA: `2001:db8::${n}`,
                MX: `mx${n}.example.net`,
                TXT: n === 1 ? 'v=spf1 include:old.example -all' : `token-${n}`,
                CNAME: `c${n}.example.net`,
            })[type] ?? '';
        fc.assert(
            fc.property(fc.array(zoneRecord, { maxLength: 8 }), fc.array(templateRecord, { minLength: 1, maxLength: 5 }), (zoneRecords, records) => {
                const start = checkChangeSet(
                    { name: 'example.com', records: [] },
                    zoneRecords.map(({ top, record_type, n }) => ({
                        op: 'add' as const,
                        after: {
                            top,
                            record_type,
                            value: valueOf(record_type, n),
                            ttl: 600,
                            mx: record_type === 'MX' ? n : 0,
                            weight: 1,
                            record_line_id: '1',
                            record_line_name: '默认',
                            status: 1 as const,
                        },
                    })),
                ).zone.records();
                const dc: TemplateRecord[] = records.map(({ type, host, n, mode }) =>
                    type === 'SPFM'
                        ? { type, host, spfRules: `include:s${n}.example` }
                        : {
                              type,
                              host,
                              pointsTo: valueOf(type, n),
                              data: valueOf(type, n),
                              priority: n,
                              ttl: 600,
                              txtConflictMatchingMode: mode as 'None',
                              txtConflictMatchingPrefix: 'token',
                          },
                );
                const options = { target: { domain: 'example.com', host: '' }, variables: {}, flow: 'console' as const };
                const first = applyTemplate(template(dc), { ...options, zone: start });
                if ('refusal' in first) return false;
                const report = checkChangeSet({ name: 'example.com', records: start }, first.ops);
                fc.pre(report.refused.length === 0);
                const second = applyTemplate(template(dc), { ...options, zone: report.zone.records() });
                expect(second).toEqual(expect.objectContaining({ ops: [] }));
            }),
        );
    });
});
