import { sslCn } from '../../i18n/sections/ssl';
import { formsCn } from '../../i18n/sections/forms';
import type { Refusal } from '../../data/sslOrders/validation';
import { DemoError } from '../http';

/**
 * The console's validators answer translation keys; the demo backend refuses with their Chinese text, as the
 * real server's msg would read.
 */
const lookup = (key: string): string => {
    const [area, ...path] = key.split('.');
    const root: unknown = area === 'ssl' ? sslCn : area === 'validation' ? formsCn.validation : undefined;
    const found = path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
    return typeof found === 'string' ? found : '参数错误';
};

export const refusalText = (refusal: Refusal): string => {
    if (typeof refusal === 'string') return lookup(refusal);
    return lookup(refusal.message).replace(/%\{(\w+)\}/g, (_all, name: string) => String(refusal.args[name] ?? ''));
};

/** Throws the refusal (if any) as the server's msg. */
export const refuse = (refusal: Refusal | undefined): void => {
    if (refusal) throw new DemoError(refusalText(refusal));
};
