import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { lineNamesCn } from '../../../i18n/sections/lineNames';

/** The code of each standard line by the service's Chinese name (the cn names table read backwards). */
const CODES = new Map(
    Object.entries(lineNamesCn)
        .filter(([code]) => code !== 'joiner')
        .map(([code, name]) => [name, code]),
);

/**
 * The codes of a standard line's name, part by part ("电信_北京" -> telecom, beijing), or undefined when a part is
 * not a standard name (a custom line, a line this console does not know: shown as the service names it).
 */
export const standardLineCodes = (name: string): string[] | undefined => {
    const codes = name.split('_').map(part => CODES.get(part));
    return codes.every(code => code !== undefined) ? (codes as string[]) : undefined;
};

/** Shows a line's name: `custom` for a line of the user's own (its name as given). */
export type LineNamer = (name: string, custom?: boolean) => string;

/**
 * A line's name in the language shown: a standard line by its code from the `lineNames` table (English in English,
 * the service's own name in Chinese), a custom line or an unknown name as the service gives it. What is saved and
 * exported stays the service's name; only the eye gets the translation.
 */
export const useLineName = (): LineNamer => {
    const translate = useTranslate();
    return useCallback(
        (name, custom = false) => {
            const codes = custom || !name ? undefined : standardLineCodes(name);
            if (!codes) return name;
            const parts = codes.map(code => translate(`lineNames.${code}`, { _: '' }));
            return parts.every(Boolean) ? parts.join(translate('lineNames.joiner', { _: '_' })) : name;
        },
        [translate],
    );
};
