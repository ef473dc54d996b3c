/** The backend's timestamps: 'YYYY-MM-DD HH:mm:ss' in local time (order, plan and log times alike). */

const pad = (n: number) => String(n).padStart(2, '0');

export const formatDateTime = (date: Date): string =>
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Epoch ms of a backend timestamp; NaN when absent or malformed. */
export const parseDateTime = (value: string | undefined): number => {
    const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
    if (!match) return Number.NaN;
    const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
    return new Date(year, month - 1, day, hours, minutes, seconds).getTime();
};
