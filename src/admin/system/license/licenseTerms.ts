import dayjs, { type Dayjs } from 'dayjs';

/** Below this many days left the page warns. */
const EXPIRY_WARNING_DAYS = 30;

/** Whole days from today to the expiry day (0 on the day itself, negative once past); undefined when unreadable. */
export const daysLeft = (expiresAt: string, now: Date | Dayjs = new Date()): number | undefined => {
    const end = dayjs(expiresAt.replace(' ', 'T'));
    if (!expiresAt || !end.isValid()) return undefined;
    return end.startOf('day').diff(dayjs(now).startOf('day'), 'day');
};

type ExpiryState = 'ok' | 'soon' | 'expired' | 'unknown';

export const expiryState = (days: number | undefined): ExpiryState =>
    days === undefined ? 'unknown' : days < 0 ? 'expired' : days < EXPIRY_WARNING_DAYS ? 'soon' : 'ok';

/** Usage as a share of a limit for a progress bar, 0-100; a limit of 0 means unlimited (no bar). */
export const usagePercent = (used: number, limit: number): number | undefined => (limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : undefined);

/** The bar's colour: warning from 80 %, error when full. */
export const usageColour = (percent: number): 'primary' | 'warning' | 'error' => (percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary');
