import { formatDateTime, parseDateTime } from '../../format/backendTime';

/**
 * A blocked domain's optional expiry (designed: `expireTime`, '' for never): after it the entry is kept but no
 * longer applied. One rule for the console (the list's "expired", the add dialog, the CSV import) and the demo.
 */
export const isExpired = (expireTime: string | undefined, now = new Date()): boolean => {
    const at = parseDateTime(expireTime);
    return !Number.isNaN(at) && at <= now.getTime();
};

/**
 * An expiry as typed: '' (never), "YYYY-MM-DD" (the end of that day), "YYYY-MM-DD HH:mm[:ss]" or the
 * datetime-local form "YYYY-MM-DDTHH:mm"; as the backend's "YYYY-MM-DD HH:mm:ss", or 'bad' when it is no date
 * or not in the future.
 */
export const readExpiry = (text: string, now = new Date()): string | 'bad' => {
    const trimmed = text.trim();
    if (!trimmed) return '';
    const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?$/.exec(trimmed);
    if (!match) return 'bad';
    const value = `${match[1]} ${match[2] ?? '23:59'}${match[3] ?? (match[2] ? ':00' : ':59')}`;
    const at = parseDateTime(value);
    // a date that does not exist (2026-02-30) comes back as another day
    if (Number.isNaN(at) || formatDateTime(new Date(at)) !== value || at <= now.getTime()) return 'bad';
    return value;
};
