import { useCallback } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { formatCompact } from '../format/count';

/** A name read by its pattern: the message key and its values (names inside read again), or undefined when unknown. */
type Reader = (match: RegExpMatchArray, read: (name: string) => string | undefined, locale: string) => [string, Record<string, string | number>] | undefined;

const TERM_UNITS: Record<string, string> = { 年: 'y', 个月: 'm', 天: 'd' };

const named =
    (key: string): Reader =>
    () => [key, {}];

/** Every name inside a pattern known, else the whole pattern is unknown. */
const inner = (read: (name: string) => string | undefined, names: Record<string, string>): Record<string, string> | undefined => {
    const out: Record<string, string> = {};
    for (const [key, name] of Object.entries(names)) {
        const shown = read(name);
        if (shown === undefined) return undefined;
        out[key] = shown;
    }
    return out;
};

const withNames = (
    key: string,
    read: (name: string) => string | undefined,
    names: Record<string, string>,
    values: Record<string, string> = {},
): [string, Record<string, string>] | undefined => {
    const shown = inner(read, names);
    return shown ? [key, { ...values, ...shown }] : undefined;
};

/** The patterns, most specific first: the whole text must match one. */
const PATTERNS: [RegExp, Reader][] = [
    [/^免费版$/, named('free')],
    [/^个人版$/, named('personal')],
    [/^专业版$/, named('professional')],
    [/^企业版$/, named('enterprise')],
    [/^旗舰版$/, named('ultimate')],
    [/^余额充值$/, named('recharge')],
    [/^实名认证费$/, named('verificationFee')],
    [/^DV SSL证书$/, named('dvCertificate')],
    [/^(\S+) DV 免费版$/, ([, brand]) => ['freeCertificate', { brand }]],
    [/^HTTPDNS (\d+)万次解析包$/, ([, wan], _read, locale) => ['httpdnsPack', { count: locale === 'en' ? formatCompact(Number(wan) * 10_000, locale) : wan }]],
    [/^记录扩展包（(\d+)条）$/, ([, count]) => ['recordPack', { count }]],
    [/^QPS 扩展包（(\d+) QPS）$/, ([, count]) => ['qpsPack', { count }]],
    [/^自定义线路扩展包（(\d+)条）$/, ([, count]) => ['linePack', { count }]],
    [/^(.+)（月付）$/, ([, name], read) => withNames('monthly', read, { name })],
    [/^(.+) × (\d+)$/, ([, name, count], read) => withNames('pieces', read, { name }, { count })],
    [/^(.+) 升级为 (.+) · (\d+)(年|个月|天)$/, ([, from, to, n, unit], read) => withNames('upgrade', read, { from, to }, { term: `${n}${unit}` })],
    [/^(.+) 续费 · (\d+)(年|个月|天)$/, ([, name, n, unit], read) => withNames('renewal', read, { name }, { term: `${n}${unit}` })],
    [/^(.+) · (\d+)(年|个月|天)$/, ([, name, n, unit], read) => withNames('withTerm', read, { name }, { term: `${n}${unit}` })],
];

/** A name in the language shown, or undefined when no pattern knows it. */
const readName = (translate: TranslateFunction, locale: string, name: string): string | undefined => {
    const read = (text: string): string | undefined => readName(translate, locale, text.trim());
    for (const [pattern, reader] of PATTERNS) {
        const match = name.match(pattern);
        if (!match) continue;
        const found = reader(match, read, locale);
        if (!found) return undefined;
        const [key, values] = found;
        const term = typeof values.term === 'string' ? /^(\d+)(年|个月|天)$/.exec(values.term) : null;
        const shownTerm = term ? { term: translate(`productNames.term.${TERM_UNITS[term[2]]}`, { smart_count: Number(term[1]) }) } : {};
        return translate(`productNames.${key}`, { ...values, ...shownTerm });
    }
    return undefined;
};

/** A plan, value-added service or order item name from the service in the language shown; the name as given when unknown. */
export const productNameIn = (translate: TranslateFunction, locale: string, name: string): string => readName(translate, locale, name.trim()) ?? name;

/** productNameIn for the language shown. */
export const useProductName = (): ((name: string) => string) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return useCallback((name: string) => productNameIn(translate, locale, name ?? ''), [translate, locale]);
};
