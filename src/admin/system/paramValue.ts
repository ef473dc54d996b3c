/** Readers of a paramValue's loosely typed members (the server may send numbers as strings, switches as "1"). */

/** A number, or the fallback when missing or not numeric. */
export const numberOr = (value: unknown, fallback: number): number => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(number) ? number : fallback;
};

/** A 0/1 switch as a boolean: 1, "1" and true are on. */
export const isSwitchOn = (value: unknown): boolean => value === true || Number(value) === 1;

/** A boolean back to the server's 0/1. */
export const toSwitch = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** Text, trimmed; anything else reads as ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A member that is an object, or {}. */
export const objectOf = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
