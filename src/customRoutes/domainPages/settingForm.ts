import type { ValidationError } from '../../validation/messages';
import { RECORD_LIMITS, TTL_PRESETS, checkTtl, ttlPresetLabel } from '../../validation/records';

/**
 * The default TTL of a domain follows the record rules (src/validation/records.ts): the same range, the same
 * presets and labels, the same message.
 */
export const TTL_RANGE = RECORD_LIMITS.ttl;
export { TTL_PRESETS, ttlPresetLabel };

/** A whole number of seconds in the record TTL range; empty is left to required(). */
export const validateDefaultTtl = (value: unknown): ValidationError | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    return checkTtl(value);
};

/** Switches travel as 0/1; the form holds booleans. */
export const fromFlag = (value: unknown): boolean => Number(value) === 1;
export const toFlag = (value: unknown): 0 | 1 => (value ? 1 : 0);
