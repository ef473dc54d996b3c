import { parsePrefix, zoneNameOf } from '../../../validation/ptr';
import type { ValidationError } from '../../../validation/messages';

/** The prefix field's validator (react-admin shape): undefined when it maps to a reverse zone. */
export const validatePrefix = (value: unknown): ValidationError | undefined => {
    const parsed = parsePrefix(String(value ?? ''));
    return 'error' in parsed ? parsed.error : undefined;
};

/** The zone name the typed prefix maps to, or undefined while it does not map to one. */
export const previewZoneName = (value: unknown): string | undefined => {
    const parsed = parsePrefix(String(value ?? ''));
    return 'prefix' in parsed ? zoneNameOf(parsed.prefix) : undefined;
};
