/** The backend's local timestamps ("YYYY-MM-DD HH:mm:ss") as epoch ms, and a countdown's text. */

/** Epoch ms of "YYYY-MM-DD HH:mm:ss" (local time; "T" accepted); undefined for anything else. */
export const parseServerTime = (text: string | null | undefined): number | undefined => {
    const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec((text ?? '').trim());
    if (!match) return undefined;
    const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
    const time = new Date(year, month - 1, day, hour, minute, second).getTime();
    return Number.isFinite(time) ? time : undefined;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Remaining time as "mm:ss", or "h:mm:ss" from an hour on; "00:00" once passed. */
export const formatCountdown = (remainingMs: number): string => {
    const total = Math.max(0, Math.ceil(remainingMs / 1000));
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
};
