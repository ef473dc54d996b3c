import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every success notice of the console has one colour (SuccessNotices states the rule): a done action is raised
// with type 'success'; 'info' is kept for the news below, which reports no done action. A new 'info' notice
// fails here until it is either made a success or added to this list.
const NEWS = [
    'bulkJobs.log.noRefusals',
    'common.sendCode.demoCode',
    'dnssec.notFound',
    'domains.groups.picker.unchanged',
    'session.reLogin.otherAccount',
    'ssl.orders.notYet',
];

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'demo' ? [] : sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

const isInfo = (node: ts.Node) => ts.isStringLiteral(node) && node.text === 'info';
/** 'dnssec.notFound', not a query key's 'verification'. */
const isMessageKey = (node: ts.Node) => ts.isStringLiteral(node) && /^[\w-]+(\.[\w-]+)+$/.test(node.text);

/** The two branches of `c ? a : b`, or the expression itself. */
const branches = (node: ts.Expression): ts.Expression[] => {
    const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
    return ts.isConditionalExpression(inner) ? [inner.whenTrue, inner.whenFalse] : [inner];
};

/** The message keys (string literals) of a message expression, the branches of a condition each on its own. */
const keysOf = (node: ts.Expression | undefined): string[] =>
    node ? branches(node).map(branch => (ts.isStringLiteralLike(branch) ? branch.text : `(computed) ${branch.getText()}`)) : [];

interface Found {
    /** file:line, relative to the repository */
    where: string;
    /** the messages raised as 'info' */
    info: string[];
    /** the call names no type: react-admin's default, 'info' */
    untyped: boolean;
}

/** Every notify(message, options) call, and the `[message, 'info']` pairs a hook hands to one (useDnssecAction). */
const noticesOf = (file: string): Found[] => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('notify(') && !text.includes("'info'")) return [];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const found: Found[] = [];
    const where = (node: ts.Node) => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'notify') {
            const [message, options] = node.arguments;
            const type =
                options && ts.isObjectLiteralExpression(options) ? options.properties.find(property => property.name?.getText() === 'type') : undefined;
            const value = type && ts.isPropertyAssignment(type) ? type.initializer : undefined;
            const typeBranches = value ? branches(value) : [];
            const messages = keysOf(message);
            const info =
                typeBranches.length === 2 && messages.length === 2
                    ? messages.filter((_key, index) => isInfo(typeBranches[index]))
                    : typeBranches.some(isInfo)
                      ? messages
                      : [];
            found.push({ where: where(node), info, untyped: !type });
        }
        if (ts.isArrayLiteralExpression(node) && node.elements.length === 2 && isInfo(node.elements[1]) && isMessageKey(node.elements[0])) {
            found.push({ where: where(node), info: keysOf(node.elements[0] as ts.Expression), untyped: false });
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
};

const NOTICES = sourceFiles(SRC).flatMap(noticesOf);

describe('notices: a done action is a success, one colour everywhere', () => {
    it('finds the notify calls of both consoles, the shared parts and the shell', () => {
        const folders = new Set(NOTICES.map(notice => notice.where.split('/')[1]));
        expect(NOTICES.length).toBeGreaterThan(100);
        expect([...folders]).toEqual(expect.arrayContaining(['user', 'admin', 'ui', 'console', 'open']));
    });

    it("every notify call names its type (react-admin's default is 'info')", () => {
        expect(NOTICES.filter(notice => notice.untyped).map(notice => notice.where)).toEqual([]);
    });

    it("raises as 'info' only the news listed here, never a done action", () => {
        const info = NOTICES.flatMap(notice => notice.info.map(key => `${key} (${notice.where})`));
        expect(info.filter(entry => !NEWS.includes(entry.split(' (')[0]))).toEqual([]);
        expect(new Set(info.map(entry => entry.split(' (')[0]))).toEqual(new Set(NEWS));
    });
});
