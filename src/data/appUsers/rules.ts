import { yuanToCents } from '../../format/money';
import { USER_MENU_PATHS } from './userMenu';

/**
 * The rules of keeping accounts under control (disable, reset the password, note and hidden menus, deduct), one
 * module for the admin console and the demo backend: each answers a key of the accountControl.rules section (the
 * demo puts its Chinese text in `msg`, as a server would).
 */

/** An account's state (designed `status` on the user): a disabled account cannot sign in and its sessions end. */
export const USER_STATUS = { disabled: 0, active: 1 } as const;

/** A user without a status reads as active: only an explicit 0 disables. */
export const isUserDisabled = (user: { status?: number | string | null }): boolean =>
    user.status !== undefined && user.status !== null && user.status !== '' && Number(user.status) === USER_STATUS.disabled;

export const REASON_MAX = 200;
export const NOTE_MAX = 200;

export type AccountRuleKey =
    | 'reasonRequired'
    | 'reasonTooLong'
    | 'noteTooLong'
    | 'unknownMenu'
    | 'deductRequired'
    | 'deductInvalid'
    | 'deductTooMuch'
    | 'alreadyDisabled'
    | 'notDisabled'
    | 'noResetTarget';

const trimmed = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A reason (disabling, deducting): required, not only spaces, at most REASON_MAX characters. */
export const reasonProblem = (value: unknown): AccountRuleKey | undefined => {
    const reason = trimmed(value);
    if (!reason) return 'reasonRequired';
    return reason.length > REASON_MAX ? 'reasonTooLong' : undefined;
};

/** The admin's note on an account: optional, at most NOTE_MAX characters. */
export const noteProblem = (value: unknown): AccountRuleKey | undefined => (trimmed(value).length > NOTE_MAX ? 'noteTooLong' : undefined);

/** The hidden menus as stored: known menu paths only, each once, in menu order; a path under a hidden group goes with it. */
export const normaliseHiddenMenus = (paths: readonly string[]): string[] => {
    const wanted = new Set(paths.map(path => path.trim()));
    const groups = USER_MENU_PATHS.filter(path => wanted.has(path));
    return groups.filter(path => !groups.some(group => group !== path && path.startsWith(`${group}/`)));
};

/** Every path must be one of the user console's menu entries. */
export const hiddenMenusProblem = (paths: readonly string[]): AccountRuleKey | undefined =>
    paths.every(path => USER_MENU_PATHS.includes(path.trim())) ? undefined : 'unknownMenu';

/** A deduction in yuan (up to two decimals) as cents, or undefined when it is not a positive amount. */
export const deductCents = (value: unknown): number | undefined => {
    const cents = yuanToCents(trimmed(value).replace(/[,，\s]/g, ''));
    return cents !== undefined && cents > 0 ? cents : undefined;
};

/** A deduction: a positive amount to the cent that the balance covers (a balance never goes below zero). */
export const deductProblem = (value: unknown, balanceCents: number): AccountRuleKey | undefined => {
    if (!trimmed(value)) return 'deductRequired';
    const cents = deductCents(value);
    if (cents === undefined) return 'deductInvalid';
    return cents > balanceCents ? 'deductTooMuch' : undefined;
};

/** Where a password reset link goes: the account's mail, else its mobile; none when it has neither. */
export const resetChannel = (user: { mail: string; mobile: string }): { channel: 'mail' | 'mobile'; target: string } | undefined => {
    if (user.mail.trim()) return { channel: 'mail', target: user.mail.trim() };
    if (user.mobile.trim()) return { channel: 'mobile', target: user.mobile.trim() };
    return undefined;
};

/** How long the reset link an administrator sends stays valid. */
export const RESET_LINK_HOURS = 24;
