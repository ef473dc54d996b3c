import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { cn } from './cn';
import { en } from './en';
import { raChinese } from './raChinese';

export type Locale = 'cn' | 'en';
export const DEFAULT_LOCALE: Locale = 'cn';
export const LOCALES: { locale: Locale; name: string }[] = [
    { locale: 'cn', name: '中文' },
    { locale: 'en', name: 'English' },
];

/** The messages every screen may need (the shell, sign-in, menus, shared pieces), loaded with /login. */
export const messages = {
    cn: { ...raChinese, ...cn },
    en: { ...englishMessages, ...en },
};

/**
 * Polyglot over react-admin's messages plus ours. allowMissing lets server texts (a `msg` in Chinese) pass
 * through notify() untranslated. The chosen locale is kept by react-admin's Store (key "locale").
 */
const core = polyglotI18nProvider(locale => messages[locale as Locale] ?? messages.cn, DEFAULT_LOCALE, LOCALES, {
    allowMissing: true,
});

type Tree = { [key: string]: Tree | string };

/** Messages of areas whose screens load lazily (src/i18n/areas/): added by the area's first screen. */
const areas: Record<Locale, Tree> = { cn: {}, en: {} };

const merge = (target: Tree, source: Tree) => {
    for (const [key, value] of Object.entries(source)) {
        const current = target[key];
        if (typeof value === 'object' && typeof current === 'object') merge(current, value);
        else target[key] = typeof value === 'object' ? merge({}, value) : value;
    }
    return target;
};

const lookup = (tree: Tree, key: string): string | undefined => {
    let node: Tree | string | undefined = tree;
    for (const part of key.split('.')) {
        if (typeof node !== 'object') return undefined;
        node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
};

/**
 * Adds an area's messages, both languages, when its lazy chunk loads (a module-level call in the area's
 * catalog file, imported by the area's screens). They are read synchronously, so the area's first render
 * already has them, and they follow every later change of language.
 */
export const addAreaMessages = (area: Record<Locale, object>): void => {
    merge(areas.cn, area.cn as Tree);
    merge(areas.en, area.en as Tree);
};

export const i18nProvider: I18nProvider = {
    ...core,
    translate: (key, options = {}) => {
        // a key the core catalogs lack may belong to a loaded area: polyglot uses `_` only when it has no phrase,
        // and the area's phrase comes before a caller's default (react-admin passes one for field labels)
        const phrase = lookup(areas[core.getLocale() as Locale] ?? areas.cn, key);
        return core.translate(key, phrase === undefined ? options : { ...options, _: phrase });
    },
};
