import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { cn } from './cn';
import { en } from './en';
import { raChinese } from './raChinese';

export type Locale = 'cn' | 'en';
export const DEFAULT_LOCALE: Locale = 'cn';
export const LOCALES: { locale: Locale; name: string }[] = [
    { locale: 'cn', name: '中文' },
    { locale: 'en', name: 'English' },
];

export const messages = {
    cn: { ...raChinese, ...cn },
    en: { ...englishMessages, ...en },
};

/**
 * Polyglot over react-admin's messages plus ours. allowMissing lets server texts (a `msg` in Chinese) pass
 * through notify() untranslated. The chosen locale is kept by react-admin's Store (key "locale").
 */
export const i18nProvider = polyglotI18nProvider(locale => messages[locale as Locale] ?? messages.cn, DEFAULT_LOCALE, LOCALES, {
    allowMissing: true,
});
