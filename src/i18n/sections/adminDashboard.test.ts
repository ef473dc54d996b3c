import { describe, expect, it } from 'vitest';
import { adminDashboardCn, adminDashboardEn } from './adminDashboard';

type Tree = { [key: string]: Tree | string };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, string]],
    );

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort().join();

describe('adminDashboard strings', () => {
    it('has the same keys and %{placeholders} in both languages, none empty', () => {
        const en = new Map(flatten(adminDashboardEn as unknown as Tree));
        const cn = new Map(flatten(adminDashboardCn as unknown as Tree));
        expect([...en.keys()]).toEqual([...cn.keys()]);
        expect([...en].filter(([key, text]) => placeholders(text) !== placeholders(cn.get(key) ?? '')).map(([key]) => key)).toEqual([]);
        expect([...en, ...cn].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });
});
