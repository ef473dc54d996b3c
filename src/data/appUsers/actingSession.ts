/**
 * The rule of an administrator's session as a user ("sign in as this user"), one module for the console and the
 * demo backend: it lasts the web config's `actingSession.minutes` (WEB_CONFIG_KEY), 30 by default, from the
 * moment the token is handed out; after that the backend refuses its calls and the user console ends it.
 */

export const DEFAULT_ACTING_MINUTES = 30;
export const ACTING_MINUTES_RANGE = { min: 5, max: 240 } as const;

/** The web config's `actingSession` member. */
export interface ActingSessionSettings {
    minutes?: number | string;
}

/** Whether a figure is a length the setting accepts: whole minutes within the range. */
export const isActingMinutes = (value: unknown): boolean => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    const minutes = Number(text);
    return /^\d+$/.test(text) && minutes >= ACTING_MINUTES_RANGE.min && minutes <= ACTING_MINUTES_RANGE.max;
};

/** The length of an acting session in minutes: the stored figure when it is one the setting accepts, else the default. */
export const actingMinutesOf = (settings: ActingSessionSettings | undefined): number =>
    isActingMinutes(settings?.minutes) ? Number(settings?.minutes) : DEFAULT_ACTING_MINUTES;

/** When an acting session started at `startMs` ends (epoch milliseconds). */
export const actingEndsAt = (startMs: number, minutes: number): number => startMs + minutes * 60_000;

/** What is left of it at `nowMs`, never below zero. */
export const actingTimeLeft = (endsAt: number, nowMs: number): number => Math.max(0, endsAt - nowMs);

/** Whether it is over at `nowMs`: the backend refuses, the console returns to the admin. */
export const actingEnded = (endsAt: number, nowMs: number): boolean => actingTimeLeft(endsAt, nowMs) === 0;

/** The time left as m:ss (or h:mm:ss from an hour), for the banner. */
export const formatTimeLeft = (ms: number): string => {
    const total = Math.ceil(ms / 1000);
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = String(total % 60).padStart(2, '0');
    return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
};

/** Who is acting and until when, as the user console keeps it with the session's user (the user info's `acting`). */
export interface ActingAs {
    /** The administrator's name. */
    admin: string;
    /** Epoch milliseconds. */
    endsAt: number;
}

/** The acting member of a stored user, when it is one. */
export const actingOf = (user: object | null | undefined): ActingAs | undefined => {
    const acting = (user as { acting?: Partial<ActingAs> } | null | undefined)?.acting;
    return acting && typeof acting.admin === 'string' && typeof acting.endsAt === 'number' ? { admin: acting.admin, endsAt: acting.endsAt } : undefined;
};
