import { safeImageUrl } from '../../format/safeUrl';
import type { WebConfig } from './api';

/** Reads one value: what it stands for, or an empty value in place of one of the wrong type. */
type Read = (value: unknown) => unknown;

/**
 * Reads the web config's settings (paramValue's JSON, with exclusive_mode, list and cdnConf beside them) as the
 * answer schemas of dataProvider/answers.ts would (docs/architecture.md, "Reading answers"), by hand: the sign-in
 * pages read this answer and do not download valibot. A number where text goes is written out, true/false are a
 * switch's 1/0, a numeric string is a number; anything else of the wrong type is dropped and `source` (the call's
 * path) reported, a moment later. A missing or null value is empty.
 */
export const readWebConfig = (settings: Record<string, unknown>, source: string): WebConfig => {
    let misfit = false;
    const drop = <T>(empty: T): T => {
        misfit = true;
        return empty;
    };
    const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

    const text: Read = value => (value == null ? undefined : typeof value === 'string' ? value : Number.isFinite(value) ? String(value) : drop(undefined));
    const flag: Read = value =>
        value == null
            ? undefined
            : typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value))
              ? value
              : typeof value === 'boolean'
                ? Number(value)
                : drop(undefined);
    const num: Read = value =>
        value == null || value === ''
            ? 0
            : Number.isFinite(value)
              ? value
              : typeof value === 'string' && /^[+-]?(\d*\.)?\d+$/.test(value.trim())
                ? Number(value)
                : drop(0);
    const image: Read = value => safeImageUrl(text(value));

    /** `names` (space-separated) each read with `read`. */
    const each = (names: string, read: Read) => names.split(' ').map(name => [name, read] as const);
    /** An object with the fields named read, its other members kept as they came; {} when absent or not an object. */
    const section = <T>(value: unknown, ...fields: (readonly [string, Read])[][]): T => {
        if (value == null) return {} as T;
        if (!isObject(value)) return drop({} as T);
        const reads = new Map(fields.flat());
        return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, reads.get(name)?.(field) ?? (reads.has(name) ? undefined : field)])) as T;
    };
    /** A list of what `read` makes of each item (an item it makes nothing of is dropped); [] when absent or not a list. */
    const list = <T>(value: unknown, read: (item: unknown) => T | undefined): T[] =>
        value == null ? [] : Array.isArray(value) ? value.flatMap(item => read(item) ?? drop([])) : drop([]);

    const modes = settings.exclusiveMode;
    const config: WebConfig = {
        basic: section(settings.basic, each('favicon logoImgLight logoImgDark', image), each('webName icp isp lang', text)),
        power: section(settings.power, each('realName bindMobile stopWork register registerCommon disabledCrud adminTotp', flag)),
        seo: section(settings.seo, each('title keywords description', text)),
        contact: section(settings.contact, each('mobile email qq company telegram skype', text)),
        agreement: text(settings.agreement) as string | undefined,
        exclusiveMode: typeof modes === 'string' ? (modes ? modes.split(',') : []) : list(modes, mode => String(text(mode) ?? '')),
        list: list(settings.list, item =>
            isObject(item) ? { ...item, paramKey: String(text(item.paramKey) ?? ''), status: num(item.status) as number } : undefined,
        ),
        cdnConf: section(settings.cdnConf, each('siteUrl apiRootPath', text), each('syncRegister', flag)),
    };
    // the report's store loads only when there is something to report: /login does not download it otherwise
    if (misfit) void import('../../dataProvider/unreadable').then(({ reportUnreadable }) => reportUnreadable(source));
    return config;
};
