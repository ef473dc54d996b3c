import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAreas, adminScreens } from '../../admin/screens';
import { userAreas, userScreens } from '../../user/screens';
import {
    areasAddedBy,
    areasImportedBy,
    catalogScreens,
    catalogsOf,
    everyCatalog,
    LOCALES,
    resolves,
    sections,
    type Catalogs,
} from '../../../tests/support/messageCatalogs';
import { keyLiterals, moduleGraph, type KeyLiteral } from '../../../tests/support/messageKeys';
import type { Locale } from '../../i18n/provider';

/**
 * Strings shaped like message keys that are not keys: `common.white` is a colour of MUI's palette
 * (`color: 'common.white'`), the others Store keys (the log list's parameters, the theme preferences).
 */
const NOT_KEYS = new Set(['common.white', 'userLogs.listParams', 'preferences.theme']);

const SECTIONS = sections();
const EVERY = everyCatalog();

const describeMiss = (locale: Locale, literal: KeyLiteral) =>
    `${locale}: ${literal.key}${literal.prefix ? '.*' : ''} (${literal.file}${resolves(EVERY, locale, literal) ? '' : ', in no catalog at all'})`;

/** The keys of a page's modules that its catalogs lack, in either language ("en: domains.title (src/…)"). */
const unresolved = (entry: string, catalogs: Catalogs, apart: readonly string[] = []): string[] =>
    keyLiterals(moduleGraph(entry, apart), SECTIONS)
        .filter(literal => !NOT_KEYS.has(literal.key))
        .flatMap(literal => LOCALES.filter(locale => !resolves(catalogs, locale, literal)).map(locale => describeMiss(locale, literal)));

const catalogs = [
    { flavour: 'user' as const, file: 'src/user/screens.ts', screens: await catalogScreens('src/user/screens.ts', userScreens, userAreas) },
    { flavour: 'admin' as const, file: 'src/admin/screens.ts', screens: await catalogScreens('src/admin/screens.ts', adminScreens, adminAreas) },
];

describe('the screens of both catalogs name the i18n areas of every key their modules use', () => {
    for (const { flavour, file, screens } of catalogs)
        describe(file, () => {
            it.each(screens.map(screen => [screen.name, screen] as const))('%s', (_, screen) => {
                expect(unresolved(screen.module, catalogsOf(flavour, screen.areas))).toEqual([]);
            });
        });

    it('would catch a screen without the area of a key it takes through a shared validator', () => {
        // the HTTPDNS settings' service domain field showed a raw key once: its validator's message was in an area
        // the admin console never loaded. Without the forms area its own area includes, it would be caught again.
        const httpdns = catalogs[1].screens.find(screen => screen.name === 'httpdns')!;
        expect(httpdns.declared).toEqual(['dns']);
        const withoutForms = httpdns.areas.map(area => ({ ...area, includes: [] }));
        expect(unresolved(httpdns.module, catalogsOf('admin', withoutForms))).toContain('cn: validation.domain (src/validation/domain.ts)');
    });
});

/**
 * Views loaded outside the catalogs, each by the module that names it lazily (with the areas that module loads
 * with it): the open pages, the admin's system parameters, the shell (its flavour's route titles and notices come
 * with it, here the user's: no other key of its own); and the sign-in page, which /login loads with the core
 * catalogs alone.
 */
const OTHER_VIEWS = [
    { view: 'src/open/login/index.tsx', loader: null, flavour: 'none' },
    { view: 'src/open/account/index.ts', loader: 'src/user/openRoutes.tsx', flavour: 'none' },
    { view: 'src/admin/system/config/views.tsx', loader: 'src/admin/system/config/index.tsx', flavour: 'admin' },
    { view: 'src/console/shell/Shell.tsx', loader: 'src/console/shell/Layout.tsx', flavour: 'user' },
] as const;

/**
 * Lazy views that bring their own area (`addAreaMessages(area)` at the top of the module, the area imported with
 * it): the sign-in's second steps, the banner of an administrator acting as a user, the fresh-code dialog any screen
 * may open. Each is checked with its area alone; the page that opens it, without it.
 */
const SELF_LOADED = [
    'src/open/login/SecondFactorStep.tsx',
    'src/open/login/EnrolStep.tsx',
    'src/console/shell/acting/ActingBanner.tsx',
    'src/ui/twoFactor/FreshCodeDialog.tsx',
];

describe('the views loaded outside the catalogs load the areas of every key their modules use', () => {
    it.each(OTHER_VIEWS.map(view => [view.view, view] as const))('%s', (_, { view, loader, flavour }) => {
        expect(unresolved(view, catalogsOf(flavour, loader ? areasImportedBy(loader) : []), SELF_LOADED)).toEqual([]);
    });

    it.each(SELF_LOADED)('%s, with the area it adds itself', view => {
        expect(unresolved(view, catalogsOf('none', areasAddedBy(view)))).toEqual([]);
    });

    it('are all the lazy views there are', () => {
        const sources = (dir: string): string[] =>
            readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
                entry.isDirectory()
                    ? sources(join(dir, entry.name))
                    : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
                      ? [join(dir, entry.name)]
                      : [],
            );
        const root = join(import.meta.dirname, '../../..');
        // a module whose lazy views all come from a catalog (the messages resource's views, the payment page) is
        // checked with the catalog
        const throughCatalogs = (source: string) => [...source.matchAll(/import\('([^']+)'\)/g)].every(([, path]) => /(^|\/)screens$/.test(path));
        const lazyLoaders = sources(join(root, 'src'))
            .filter(file => /\blazy(Screen|Named)[<(]/.test(readFileSync(file, 'utf8')) && !throughCatalogs(readFileSync(file, 'utf8')))
            .map(file => relative(root, file))
            .filter(file => file !== 'src/console/routing/lazyScreen.tsx');
        expect(lazyLoaders.sort()).toEqual([...new Set(OTHER_VIEWS.flatMap(view => (view.loader ? [view.loader] : [])))].sort());
    });
});
