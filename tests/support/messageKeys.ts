import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

// Reads the console's source, without running it, for the message keys a page's modules use: what the i18n area
// checks compare with the catalogs (src/console/routing/screenAreas.test.ts, src/validation/messageKeys.test.ts).

/** A string of the source that looks like a message key: a whole key, or the fixed start of a key built in a template. */
export interface KeyLiteral {
    key: string;
    /** `gtm.validation.${key}`: only `gtm.validation` is known, and it must name a group of messages. */
    prefix: boolean;
    /** The module it is in, relative to the repository. */
    file: string;
}

/** What a module imports: all of it (a side-effect, namespace, default or dynamic import) or the names it takes. */
type Taken = 'all' | ReadonlySet<string>;

interface ModuleFacts {
    strings: { text: string; prefix: boolean }[];
    imports: { target: string; taken: Taken }[];
    /** `export { a as b } from './x'`: b -> x's a; `export * from './x'` adds x to `stars`. */
    reexports: Map<string, { target: string; name: string }>;
    stars: string[];
    declares: Set<string>;
}

const ROOT = resolve(import.meta.dirname, '../..');
/**
 * Not followed: the message catalogs themselves, the demo backend, tests, and the screen catalogs (a screen that
 * imports its route table for a path reaches the catalog, whose screens are not its own).
 */
const SKIPPED = /[\\/]src[\\/]((i18n|demo)[\\/]|(user|admin)[\\/]screens\.ts$)|\.test\.tsx?$/;

/** The source file of a module path (`./DomainList`: DomainList.tsx), if it is one to follow. */
const resolveFile = (base: string): string | undefined => {
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(path => /\.tsx?$/.test(path) && existsSync(path));
    return found && !SKIPPED.test(found) ? found : undefined;
};

const resolveModule = (from: string, specifier: string): string | undefined =>
    specifier.startsWith('.') ? resolveFile(resolve(dirname(from), specifier.replace(/\?.*$/, ''))) : undefined;

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some(modifier => modifier.kind === ts.SyntaxKind.ExportKeyword);

const factsCache = new Map<string, ModuleFacts>();

/** Reads a module once: its string literals, what it imports and re-exports, the names it declares for export. */
const factsOf = (file: string): ModuleFacts => {
    const known = factsCache.get(file);
    if (known) return known;
    const source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const facts: ModuleFacts = { strings: [], imports: [], reexports: new Map(), stars: [], declares: new Set() };
    const visit = (node: ts.Node): void => {
        if (ts.isImportDeclaration(node) || ts.isImportEqualsDeclaration(node)) {
            if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
                const target = resolveModule(file, node.moduleSpecifier.text);
                const clause = node.importClause;
                const bindings = clause?.namedBindings;
                if (target && (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings)))) facts.imports.push({ target, taken: 'all' });
                else if (target && bindings && ts.isNamedImports(bindings)) {
                    const names = bindings.elements.filter(element => !element.isTypeOnly).map(element => (element.propertyName ?? element.name).text);
                    if (names.length) facts.imports.push({ target, taken: new Set(names) });
                }
            }
            return;
        }
        if (ts.isExportDeclaration(node)) {
            if (node.isTypeOnly) return;
            const target = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? resolveModule(file, node.moduleSpecifier.text) : undefined;
            if (node.moduleSpecifier && !target) return;
            if (!node.exportClause && target) facts.stars.push(target);
            else if (node.exportClause && ts.isNamedExports(node.exportClause))
                for (const element of node.exportClause.elements) {
                    if (element.isTypeOnly) continue;
                    if (target) facts.reexports.set(element.name.text, { target, name: (element.propertyName ?? element.name).text });
                    else facts.declares.add(element.name.text);
                }
            return;
        }
        if (
            ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteralLike(node.arguments[0])
        ) {
            const target = resolveModule(file, node.arguments[0].text);
            if (target) facts.imports.push({ target, taken: 'all' });
            return;
        }
        if (isExported(node)) {
            if (ts.isVariableStatement(node))
                for (const declaration of node.declarationList.declarations) if (ts.isIdentifier(declaration.name)) facts.declares.add(declaration.name.text);
            if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) facts.declares.add(node.name.text);
        }
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) facts.strings.push({ text: node.text, prefix: false });
        else if (ts.isTemplateExpression(node)) facts.strings.push({ text: node.head.text, prefix: true });
        ts.forEachChild(node, visit);
    };
    visit(source);
    factsCache.set(file, facts);
    return facts;
};

/** Whether `file` makes `name` available: it declares it, re-exports it, or passes it on from an `export *`. */
const provides = (file: string, name: string, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    const facts = factsOf(file);
    return facts.declares.has(name) || facts.reexports.has(name) || facts.stars.some(star => provides(star, name, seen));
};

/**
 * The modules a screen's first module brings, with all they import, statically or lazily (a dialog in a chunk of
 * its own still shows on that screen). A module is read whole, but a re-exporting index is followed only for the
 * names taken from it (a screen importing `validateEmail` from `validation/index.ts` does not use the record checks).
 * Modules named in `apart` (lazy views that bring their own area) are left out with all they alone import.
 */
export const moduleGraph = (entry: string, apart: readonly string[] = []): Set<string> => {
    const whole = new Set<string>();
    const namesTaken = new Map<string, Set<string>>();
    const skipped = new Set(apart.map(path => resolveFile(resolve(ROOT, path))));
    const take = (file: string, taken: Taken): void => {
        if (skipped.has(file)) return;
        const facts = factsOf(file);
        const first = !whole.has(file);
        whole.add(file);
        if (first) for (const { target, taken: names } of facts.imports) take(target, names);
        if (taken === 'all') {
            if (namesTaken.get(file)?.has('*')) return;
            namesTaken.set(file, new Set(['*']));
            for (const { target, name } of facts.reexports.values()) take(target, new Set([name]));
            for (const star of facts.stars) take(star, 'all');
            return;
        }
        const already = namesTaken.get(file) ?? new Set<string>();
        namesTaken.set(file, already);
        for (const name of taken) {
            if (already.has(name) || already.has('*')) continue;
            already.add(name);
            const reexport = facts.reexports.get(name);
            if (reexport) take(reexport.target, new Set([reexport.name]));
            else if (!facts.declares.has(name)) for (const star of facts.stars.filter(star => provides(star, name))) take(star, new Set([name]));
        }
    };
    const file = resolveFile(resolve(ROOT, entry));
    if (!file) throw new Error(`no module at ${entry}`);
    take(file, 'all');
    return whole;
};

const KEY = /^[a-z][A-Za-z0-9]*(\.[\w-]+)+$/;
const PREFIX = /^[a-z][A-Za-z0-9]*(\.[\w-]+)*\.$/;

/** The strings of `files` shaped like a key whose first part is one of `sections` (the top-level keys of the catalogs). */
export const keyLiterals = (files: Iterable<string>, sections: ReadonlySet<string>): KeyLiteral[] =>
    [...files].flatMap(file =>
        factsOf(file)
            .strings.map(({ text, prefix }) => ({ text, prefix: prefix || text.endsWith('.') }))
            .filter(({ text, prefix }) => (prefix ? PREFIX.test(text) : KEY.test(text)) && sections.has(text.split('.')[0]))
            .map(({ text, prefix }) => ({ key: prefix ? text.slice(0, -1) : text, prefix, file: relative(ROOT, file) })),
    );
