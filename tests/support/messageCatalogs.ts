import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { LoadArea } from '../../src/console/routing/lazyScreen';
import type { AreaScreen } from '../../src/console/routing/screenAreas';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../../src/i18n/sections/adminRouteTitles';
import { shellNoticesCn, shellNoticesEn } from '../../src/i18n/sections/shellNotices';
import { userRouteTitlesCn, userRouteTitlesEn } from '../../src/i18n/sections/userRouteTitles';
import { englishCore } from '../../src/i18n/englishCore';
import { chineseCore, type I18nArea, type Locale } from '../../src/i18n/provider';
import { featureAreas } from './featureAreas';
import type { KeyLiteral } from './messageKeys';

type Tree = { [key: string]: Tree | string };

export const LOCALES: readonly Locale[] = ['en', 'cn'];
const ROOT = resolve(import.meta.dirname, '../..');

/** The messages a page can read: the core (with react-admin's), its flavour's route titles, and its areas. */
export interface Catalogs {
    trees: Record<Locale, Tree[]>;
}

/** What the flavour's shell loads with it (i18n/areas/userRoutes.ts, adminRoutes.ts): the route titles, the shell's notices. */
const routeTitles = {
    user: { en: { routes: userRouteTitlesEn, shellNotices: shellNoticesEn }, cn: { routes: userRouteTitlesCn, shellNotices: shellNoticesCn } },
    admin: { en: { routes: adminRouteTitlesEn, shellNotices: shellNoticesEn }, cn: { routes: adminRouteTitlesCn, shellNotices: shellNoticesCn } },
    none: { en: {}, cn: {} },
};

/** The areas `areas` adds, with those they include. */
const withIncluded = (areas: readonly I18nArea[]): I18nArea[] => areas.flatMap(area => [...withIncluded(area.includes ?? []), area]);

/** What a page of `flavour` ('none': an open page, before sign-in) reads once `areas` are loaded. */
export const catalogsOf = (flavour: keyof typeof routeTitles, areas: readonly I18nArea[]): Catalogs => {
    const all = [...withIncluded(areas), routeTitles[flavour]];
    return { trees: { en: [englishCore, ...all.map(area => area.en)] as Tree[], cn: [chineseCore, ...all.map(area => area.cn)] as Tree[] } };
};

/** Every catalog: the core, both flavours' route titles, every feature area. */
export const everyCatalog = (): Catalogs => catalogsOf('none', [...Object.values(featureAreas), routeTitles.user, routeTitles.admin]);

/** The top-level keys of every catalog (`domains`, `ra`, `routes`...): a string starting with one may be a key. */
export const sections = (): Set<string> => new Set(everyCatalog().trees.en.flatMap(tree => Object.keys(tree)));

const find = (tree: Tree, key: string): Tree | string | undefined =>
    key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/**
 * Whether `literal` names a message (or a group of them, which code completes: `${prefix}.${option}`) in `locale`.
 * A template's fixed start (`gtm.validation.${key}`) must name a group.
 */
export const resolves = ({ trees }: Catalogs, locale: Locale, literal: KeyLiteral): boolean =>
    trees[locale].some(tree => {
        const found = find(tree, literal.key);
        return literal.prefix ? typeof found === 'object' : found !== undefined;
    });

/** The feature area a loader loads (its module answers the same object the test setup registered). */
export const areaOf = async (load: LoadArea): Promise<I18nArea> => (await load()).default;

/** A catalog's screens: each one's name, first module (from the catalog's source) and declared areas. */
export const catalogScreens = async <Area extends string>(
    catalogFile: string,
    screens: Record<string, AreaScreen<Area>>,
    areas: Record<Area, LoadArea>,
): Promise<{ name: string; module: string; areas: I18nArea[]; declared: readonly Area[] }[]> => {
    const source = readFileSync(resolve(ROOT, catalogFile), 'utf8');
    const modules = new Map(
        [...source.matchAll(/^\s+'?([\w-]+)'?: screen\(\[[^\]]*\],\s*\(\) => import\('(\.[^']+)'\)/gm)].map(([, name, path]) => [
            name,
            relative(ROOT, resolve(ROOT, dirname(catalogFile), path)),
        ]),
    );
    return Promise.all(
        Object.entries(screens).map(async ([name, screen]) => ({
            name,
            module: modules.get(name) ?? `(no import found for ${name} in ${catalogFile})`,
            areas: await Promise.all(screen.areas.map(area => areaOf(areas[area]))),
            declared: screen.areas,
        })),
    );
};

const areaAt = (file: string, path: string): I18nArea => {
    const area = featureAreas[`../../${relative(ROOT, resolve(ROOT, dirname(file), path))}.ts`];
    if (!area) throw new Error(`${file}: no feature area at ${path}`);
    return area;
};

/** The areas a loader module loads with its lazy views: its `import('…/i18n/areas/…')` calls, as the test setup registered them. */
export const areasImportedBy = (loaderFile: string): I18nArea[] =>
    [...readFileSync(resolve(ROOT, loaderFile), 'utf8').matchAll(/import\('((?:\.\.\/)+i18n\/areas\/[^']+)'\)/g)].map(([, path]) => areaAt(loaderFile, path));

/** The areas a lazy view adds itself: `import name from '…/i18n/areas/…'` then `addAreaMessages(name)`. */
export const areasAddedBy = (viewFile: string): I18nArea[] => {
    const source = readFileSync(resolve(ROOT, viewFile), 'utf8');
    return [...source.matchAll(/^import (\w+) from '((?:\.\.\/)+i18n\/areas\/[^']+)';$/gm)]
        .filter(([, name]) => source.includes(`addAreaMessages(${name})`))
        .map(([, , path]) => areaAt(viewFile, path));
};
