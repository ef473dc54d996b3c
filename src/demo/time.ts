const pad = (n: number) => String(n).padStart(2, '0');

/** The backend's timestamp format, 'YYYY-MM-DD HH:mm:ss' in local time. */
export const formatDateTime = (date: Date): string =>
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export const now = (): string => formatDateTime(new Date());

/** `days` (fractional allowed) before `from`, formatted: seed data reads as recent whenever it is created. */
export const daysBefore = (from: Date, days: number): string => formatDateTime(new Date(from.getTime() - days * 86_400_000));
