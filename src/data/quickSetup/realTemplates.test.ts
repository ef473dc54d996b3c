import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkChangeSet } from '../../zone';
import { applyTemplate } from './applyTemplate';
import { REFUSAL_REASONS, readTemplate, type Template, type TemplateRecord } from './template';
import { TEMPLATE_FIELDS } from './applyTemplate';
import { variablesIn } from './substitute';
import { HELD_TEMPLATES } from './presets';

/**
 * The public Domain Connect templates (github.com/Domain-Connect/Templates) carry no licence, so they are not copied
 * into this repository: set DOMAIN_CONNECT_TEMPLATES to a folder of them (tests/fixtures/domainConnect/README.md) and
 * every one of them is run. Without it, the same test runs on the templates this repository holds: the
 * specification's own example (CC0) and the demo's templates and presets.
 */
const folder = process.env.DOMAIN_CONNECT_TEMPLATES;
const HELD = 'tests/fixtures/domainConnect';
const templateTexts = (): string[] =>
    folder
        ? readdirSync(folder)
              .filter(file => file.endsWith('.json'))
              .map(file => readFileSync(join(folder, file), 'utf8'))
        : [
              ...readdirSync(HELD)
                  .filter(file => file.endsWith('.json'))
                  .map(file => readFileSync(join(HELD, file), 'utf8')),
              ...HELD_TEMPLATES.map(template => JSON.stringify(template)),
          ];

/** A value a variable plausibly takes, judged by where the template first uses it. */
const sampleValue = (record: TemplateRecord, field: string, text: string): string => {
    const whole = /^%[^%]+%$/.test(text.trim());
    const type = record.type.toUpperCase();
    if (field === 'host' || field === 'name') return 'sub';
    if (['ttl', 'priority', 'weight', 'port'].includes(field)) return '10';
    if (field === 'protocol' || field === 'service') return text.startsWith('_') ? 'tcp' : '_tcp';
    if (field === 'spfRules') return whole ? 'include:spf.example.net' : 'x';
    if (field === 'pointsTo' && type === 'A') return whole ? '192.0.2.10' : '10';
    if (field === 'pointsTo' && type === 'AAAA') return whole ? '2001:db8::10' : '10';
    if (field === 'pointsTo' || field === 'target') return whole ? 'target.example.net' : 'abc';
    return 'abc123';
};

const sampleVariables = (template: Template): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const record of template.records)
        for (const field of TEMPLATE_FIELDS) {
            const text = record[field];
            if (typeof text === 'string') for (const name of variablesIn(text)) values[name] ??= sampleValue(record, field, text);
        }
    return values;
};

describe(folder ? 'the public Domain Connect templates' : 'the Domain Connect templates held here', () => {
    it('every template either becomes a change set the record checks judge, or is refused naming the reason', () => {
        const texts = templateTexts();
        const least = folder ? 50 : 1 + HELD_TEMPLATES.length;
        expect(texts.length).toBeGreaterThanOrEqual(least);
        const tally = new Map<string, number>();
        const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
        for (const text of texts) {
            const read = readTemplate(text);
            if ('refusal' in read) {
                count(`unreadable:${read.refusal.args.field}`);
                continue;
            }
            const host = read.template.hostRequired ? 'sub' : '';
            for (const flow of ['sync', 'console'] as const) {
                const outcome = applyTemplate(read.template, {
                    target: { domain: 'example.com', host },
                    variables: sampleVariables(read.template),
                    zone: [],
                    flow,
                });
                if ('refusal' in outcome) {
                    expect(REFUSAL_REASONS).toContain(outcome.refusal.reason);
                    count(`${flow}:refused:${outcome.refusal.reason}`);
                    continue;
                }
                const report = checkChangeSet({ name: 'example.com', records: [] }, outcome.ops);
                for (const { problem } of report.refused) expect(problem.message).toMatch(/^(recordChecks|zoneChecks|rdataChecks)\./);
                count(report.refused.length ? `${flow}:checks refuse some` : `${flow}:accepted`);
            }
        }
        console.info(Object.fromEntries([...tally].sort()));
        expect(tally.get('console:accepted') ?? 0).toBeGreaterThanOrEqual(folder ? 50 : HELD_TEMPLATES.length);
    });
});
