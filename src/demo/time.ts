const pad = (n: number) => String(n).padStart(2, '0');

/** The backend's timestamp format, 'YYYY-MM-DD HH:mm:ss' in local time. */
export const formatDateTime = (date: Date): string =>
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export const now = (): string => formatDateTime(new Date());

/** `days` (fractional allowed) before `from`, formatted: seed data reads as recent whenever it is created. */
export const daysBefore = (from: Date, days: number): string => formatDateTime(new Date(from.getTime() - days * 86_400_000));

/** Epoch ms of a backend timestamp ('YYYY-MM-DD HH:mm:ss', local time); NaN when absent or malformed. */
export const parseDateTime = (value: string | undefined): number => {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
    if (!match) return Number.NaN;
    const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
    return new Date(year, month - 1, day, hours, minutes, seconds).getTime();
};
