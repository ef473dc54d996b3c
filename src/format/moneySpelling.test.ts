import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL, formatYuan } from './money';

// One spelling of an amount everywhere: "¥100.00", the symbol against the digits, written by formatYuan only.
const ROOT = join(import.meta.dirname, '../..');
const SYMBOL_THEN_SPACE = new RegExp(`${CURRENCY_SYMBOL}\\s`);
/** Where the symbol itself may be written: the formatter, the configuration's default, the demo server's own texts. */
const OWNERS = ['src/format/money.ts', 'src/config/runtime.ts', 'src/demo/'];

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

const FILES = sourceFiles(join(ROOT, 'src')).map(path => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** The texts a module shows or sends (string literals, template parts, JSX text), its comments left out. */
const textsOf = (path: string, text: string): string[] => {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const texts: string[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
        ts.forEachChild(node, visit);
    };
    visit(source);
    return texts;
};

describe('amounts are spelled one way: "¥100.00"', () => {
    it('the formatter writes the symbol against the digits, after the sign', () => {
        expect([0, 10000, 123456, -5].map(cents => formatYuan(cents))).toEqual(['¥0.00', '¥100.00', '¥1,234.56', '-¥0.05']);
    });

    it('nothing in the source writes the symbol followed by a space (messages, screens, the demo)', () => {
        expect(FILES.length).toBeGreaterThan(500);
        expect(FILES.filter(file => SYMBOL_THEN_SPACE.test(file.text)).map(file => file.path)).toEqual([]);
    });

    it('messages and screens never write the symbol themselves: they show formatYuan, which takes config.js currencySymbol', () => {
        const writers = FILES.filter(file => file.text.includes(CURRENCY_SYMBOL) && !OWNERS.some(owner => file.path.startsWith(owner))).filter(file =>
            textsOf(file.path, file.text).some(text => text.includes(CURRENCY_SYMBOL)),
        );
        expect(writers.map(file => file.path)).toEqual([]);
    });
});
