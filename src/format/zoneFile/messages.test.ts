import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zoneFileCn, zoneFileEn } from '../../i18n/sections/zoneFile';

const flatten = (tree: object, prefix = ''): Record<string, string> =>
    Object.fromEntries(
        Object.entries(tree).flatMap(([key, value]) =>
            typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value as object, `${prefix}${key}.`)),
        ),
    );
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();

describe('zoneFile messages', () => {
    const en = flatten(zoneFileEn);
    const cn = flatten(zoneFileCn);

    it('English and Chinese have the same keys and placeholders', () => {
        expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
        for (const key of Object.keys(en)) expect(placeholders(cn[key]), key).toEqual(placeholders(en[key]));
    });

    it('every zoneFile.* reason the readers give has its message', () => {
        const folder = 'src/format/zoneFile';
        const used = readdirSync(folder).flatMap(file => [...readFileSync(`${folder}/${file}`, 'utf8').matchAll(/'zoneFile\.(\w+)'/g)].map(match => match[1]));
        expect(used.length).toBeGreaterThan(15);
        for (const key of new Set(used)) expect(en[key], key).toBeDefined();
    });
});
