import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { cityNamesCn } from '../i18n/sections/cityNames';
import { lineNamesCn } from '../i18n/sections/lineNames';
import { statNamesCn } from '../i18n/sections/statNames';

/** The message key of each known Chinese name: the line names first, then the statistics' own. */
const KEYS = new Map<string, string>([
    ...Object.entries(statNamesCn).map(([code, name]) => [name, `statNames.${code}`] as [string, string]),
    ...Object.entries(lineNamesCn)
        .filter(([code]) => code !== 'joiner')
        .map(([code, name]) => [name, `lineNames.${code}`] as [string, string]),
    ['其它', 'statNames.other'],
]);
const CITY_KEYS = new Map(Object.entries(cityNamesCn).map(([code, name]) => [name, `cityNames.${code}`] as [string, string]));

/** A part by its name, or by it without the 省 / 市 a GeoIP answer may add ("上海市" -> shanghai). */
const keyOf = (part: string): string | undefined => KEYS.get(part) ?? KEYS.get(part.replace(/(省|市)$/, ''));

/** A province and its city written as one ("广东省深圳市" -> guangdong, shenzhen), each known, or undefined. */
const provinceCityKeys = (part: string): string[] | undefined => {
    const match = /^(.+?(?:省|自治区))(.+?)市?$/.exec(part);
    const province = match && keyOf(match[1].replace(/自治区$/, ''));
    const city = match && CITY_KEYS.get(match[2]);
    return province && city ? [city, province] : undefined;
};

/**
 * The message key of each part of a name ("中国 上海" -> china, shanghai; a province and its city written as one,
 * as sign-in areas are, city first: "广东省深圳市 电信" -> shenzhen, guangdong, telecom), or undefined when a part is
 * unknown.
 */
export const knownNameKeys = (name: string): string[] | undefined => {
    const keys = name
        .trim()
        .split(/[\s_]+/)
        .map(part => {
            const key = keyOf(part);
            return key ? [key] : provinceCityKeys(part);
        });
    return keys.length && keys.every(key => key !== undefined) ? (keys as string[][]).flat() : undefined;
};

/**
 * A name the service gives only in Chinese (a region, an ISP, a resolver, 其他) in the language shown: each part
 * by its key when the console knows it, the whole name as given otherwise (a Chinese name stays the fallback); in
 * Chinese, always as given.
 */
export const useKnownName = (): ((name: string) => string) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return useCallback(
        (name: string) => {
            // the service's own words in Chinese, as it gives them (北京市 stays 北京市)
            if (locale === 'cn') return name;
            const keys = knownNameKeys(name);
            if (!keys) return name;
            const parts = keys.map(key => translate(key, { _: '' }));
            return parts.every(Boolean) ? parts.join(' ') : name;
        },
        [translate, locale],
    );
};
