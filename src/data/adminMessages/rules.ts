/** The shared rules of an admin message (SaveMessage): read by the form and enforced again by the demo backend. */

/** 1 station letter, 2 announcement (the admin writes no tickets). */
export const ADMIN_MESSAGE_TYPES = [1, 2] as const;
export type AdminMessageType = (typeof ADMIN_MESSAGE_TYPES)[number];

/** sendType: 0 chosen users, 1 a group, 2 all users. */
export const SEND_TYPES = [0, 1, 2] as const;
export type SendType = (typeof SEND_TYPES)[number];

/** Designed recipient groups, sent as sendObj when sendType is 1. */
export const RECIPIENT_GROUPS = ['verified', 'unverified', 'paid'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

/** status: 1 published (delivered), 0 draft. */
export const MESSAGE_STATUSES = [1, 0] as const;

export const TITLE_MAX = 100;
/** The content's limit in characters of HTML (a designed bound that keeps the stored rows small). */
export const CONTENT_MAX = 20000;

export const isRecipientGroup = (value: unknown): value is RecipientGroup => RECIPIENT_GROUPS.includes(value as RecipientGroup);

/** Announcements are public (the notice board): they always go to every user. */
export const sendTypesFor = (type: AdminMessageType): readonly SendType[] => (type === 2 ? [2] : SEND_TYPES);

/** A sendObj of chosen users: comma-joined ids, read back as numbers (blanks and junk dropped). */
export const parseUserIds = (sendObj: unknown): number[] =>
    String(sendObj ?? '')
        .split(',')
        .map(part => part.trim())
        .filter(part => /^\d+$/.test(part))
        .map(Number);

export const joinUserIds = (ids: readonly (number | string)[]): string => Array.from(new Set(ids.map(Number))).join(',');
