import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
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

/** A part by its name, or by it without the 省 / 市 a GeoIP answer may add ("上海市" -> shanghai). */
const keyOf = (part: string): string | undefined => KEYS.get(part) ?? KEYS.get(part.replace(/(省|市)$/, ''));

/** The message key of each part of a name ("中国 上海" -> china, shanghai), or undefined when a part is unknown. */
export const knownNameKeys = (name: string): string[] | undefined => {
    const keys = name
        .trim()
        .split(/[\s_]+/)
        .map(keyOf);
    return keys.length && keys.every(key => key !== undefined) ? (keys as string[]) : undefined;
};

/**
 * A name the service gives only in Chinese (a region, an ISP, a resolver, 其他) in the language shown: each part
 * by its key when the console knows it, the whole name as given otherwise (a Chinese name stays the fallback).
 */
export const useKnownName = (): ((name: string) => string) => {
    const translate = useTranslate();
    return useCallback(
        (name: string) => {
            const keys = knownNameKeys(name);
            if (!keys) return name;
            const parts = keys.map(key => translate(key, { _: '' }));
            return parts.every(Boolean) ? parts.join(' ') : name;
        },
        [translate],
    );
};
