import type { AuditChange } from './types';
import { SMS_SECRET_FIELDS } from '../../validation/sms';

/** The fields the settings forms keep as secrets (StoredSecretInput): SMS keys, the mail password. */
const FORM_SECRETS: readonly string[] = [...SMS_SECRET_FIELDS, 'password'];

/** Any other member that by its name holds a secret (a parameter edited as raw JSON): passwords, keys, tokens. */
const SECRET_NAME = /pass(word|wd)?$|secret|token|private|(^|_|[a-z])(api|auth|access)_?key$/i;

/** Whether a field (a dotted path, its last part decides) holds a secret. */
export const isSecretField = (field: string): boolean => {
    const name = field.split('.').pop() ?? field;
    return FORM_SECRETS.includes(name) || SECRET_NAME.test(name);
};

/** How a secret appears in the trail: whether it was set, never any of its characters. */
export const SECRET_MASK = '******';

const shown = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '';
    if (isSecretField(field)) return SECRET_MASK;
    return typeof value === 'string' ? value : JSON.stringify(value);
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The leaves of a value by dotted path (arrays are leaves: compared whole). */
const leaves = (value: unknown, prefix = ''): Map<string, unknown> => {
    const found = new Map<string, unknown>();
    if (!isObject(value)) {
        if (prefix) found.set(prefix, value);
        return found;
    }
    for (const [key, member] of Object.entries(value)) {
        for (const [path, leaf] of leaves(member, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
    return found;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The fields that differ between two values (objects compared member by member, in the order met), each shown
 * as text; a secret that changed reads "****** → ******" (or from / to nothing), so the trail says that it
 * changed and never what it is.
 */
export const changedFields = (before: unknown, after: unknown): AuditChange[] => {
    const old = leaves(before);
    const next = leaves(after);
    const fields = [...new Set([...old.keys(), ...next.keys()])];
    return fields
        .filter(field => !same(old.get(field), next.get(field)))
        .map(field => ({ field, before: shown(field, old.get(field)), after: shown(field, next.get(field)) }));
};

/** A JSON text as a value ({} when it is none): parameters are stored as JSON text. */
export const parseJson = (text: unknown): unknown => {
    if (typeof text !== 'string') return text ?? {};
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return text;
    }
};
