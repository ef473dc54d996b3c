import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { cn } from './cn';
import { raChinese } from './raChinese';

export type Locale = 'cn' | 'en';
const DEFAULT_LOCALE: Locale = 'cn';
export const LOCALES: { locale: Locale; name: string }[] = [
    { locale: 'cn', name: '中文' },
    { locale: 'en', name: 'English' },
];

/**
 * The messages every screen may need (the shell, sign-in, menus, shared pieces) in the default language, loaded with
 * /login; the English ones (englishCore.ts) load when English is chosen.
 */
export const chineseCore = { ...raChinese, ...cn };

/**
 * Polyglot over react-admin's messages plus ours. allowMissing lets server texts (a `msg` in Chinese) pass
 * through notify() untranslated. The chosen locale is kept by react-admin's Store (key "locale"): when it is English,
 * react-admin waits for the English catalog before its first render (getMessages may answer a promise for any locale
 * but the default).
 */
const core = polyglotI18nProvider(
    locale => (locale === 'en' ? import('./englishCore').then(module => module.englishCore) : chineseCore),
    DEFAULT_LOCALE,
    LOCALES,
    { allowMissing: true },
);

type Tree = { [key: string]: Tree | string };

/**
 * A feature area's messages in both languages (src/i18n/areas/), and the areas it needs with it (the shared
 * forms' messages): screens name the areas they need in their catalog entry, which loads them with the screen.
 */
export interface I18nArea {
    en: object;
    cn: object;
    includes?: readonly I18nArea[];
}

/**
 * Messages of the areas loaded so far, kept as they are (merging copied every area's tree in both languages as its
 * chunk loaded, a few milliseconds of each cold load). No two areas hold the same key (catalog.test.ts).
 */
const areas: Record<Locale, Set<Tree>> = { cn: new Set(), en: new Set() };

const lookup = (tree: Tree, path: readonly string[]): string | undefined => {
    let node: Tree | string | undefined = tree;
    for (const part of path) {
        if (typeof node !== 'object') return undefined;
        node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
};

/** The phrase of `key` in the loaded areas of `locale`. */
const areaPhrase = (locale: Locale, key: string): string | undefined => {
    const path = key.split('.');
    for (const tree of areas[locale] ?? areas.cn) {
        const phrase = lookup(tree, path);
        if (phrase !== undefined) return phrase;
    }
    return undefined;
};

/**
 * Adds an area's messages, both languages, with those of the areas it includes (once each: loading an area again
 * adds nothing). They are read synchronously, so a screen loaded with its areas has them from its first render,
 * and they follow every later change of language.
 */
export const addAreaMessages = (area: I18nArea): void => {
    area.includes?.forEach(addAreaMessages);
    areas.cn.add(area.cn as Tree);
    areas.en.add(area.en as Tree);
};

export const i18nProvider: I18nProvider = {
    ...core,
    translate: (key, options = {}) => {
        // a key the core catalogs lack may belong to a loaded area: polyglot uses `_` only when it has no phrase,
        // and the area's phrase comes before a caller's default (react-admin passes one for field labels)
        const phrase = areaPhrase(core.getLocale() as Locale, key);
        return core.translate(key, phrase === undefined ? options : { ...options, _: phrase });
    },
};
