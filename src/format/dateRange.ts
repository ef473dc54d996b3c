import dayjs, { type Dayjs } from 'dayjs';

/**
 * Date ranges of the statistics and log searches (SPEC sections 5 and 9): a range is two calendar days
 * ("YYYY-MM-DD", both included); a search sends the start at 00:00:00 and the end at 23:59:59. Pure: `now`
 * is a parameter, weeks start on Monday.
 */
export interface DayRange {
    start: string;
    end: string;
}

export interface TimeBounds {
    startTime: string;
    endTime: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The preset ranges of SPEC section 9; "previous day" and "next day" move a range (shiftRange). */
export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'thisQuarter', 'last30Days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const day = (value: Dayjs) => value.format(DAY_FORMAT);

const startOfQuarter = (value: Dayjs) => value.month(Math.floor(value.month() / 3) * 3).startOf('month');

/** The last `days` whole days ending today (today counts as one; at least one day). */
export const lastDays = (days: number, now: Date | Dayjs = new Date()): DayRange => {
    const today = dayjs(now).startOf('day');
    return { start: day(today.subtract(Math.max(1, Math.floor(days)) - 1, 'day')), end: day(today) };
};

/** The range a preset means on the day `now` falls on. */
export const presetRange = (preset: DatePreset, now: Date | Dayjs = new Date()): DayRange => {
    const today = dayjs(now).startOf('day');
    switch (preset) {
        case 'today':
            return { start: day(today), end: day(today) };
        case 'yesterday': {
            const yesterday = today.subtract(1, 'day');
            return { start: day(yesterday), end: day(yesterday) };
        }
        case 'thisWeek':
            // day(): 0 Sunday ... 6 Saturday; Monday starts the week
            return { start: day(today.subtract((today.day() + 6) % 7, 'day')), end: day(today) };
        case 'thisMonth':
            return { start: day(today.startOf('month')), end: day(today) };
        case 'thisQuarter':
            return { start: day(startOfQuarter(today)), end: day(today) };
        case 'last30Days':
            return lastDays(30, today);
    }
};

/** Which preset a range is, on the day `now` falls on (undefined for a custom range). */
export const matchPreset = (range: DayRange, now: Date | Dayjs = new Date()): DatePreset | undefined =>
    DATE_PRESETS.find(preset => {
        const candidate = presetRange(preset, now);
        return candidate.start === range.start && candidate.end === range.end;
    });

/** "Previous day" (-1) and "next day" (+1): the range moved by whole days, keeping its length. */
export const shiftRange = (range: DayRange, days: number): DayRange => ({
    start: day(dayjs(range.start).add(days, 'day')),
    end: day(dayjs(range.end).add(days, 'day')),
});

/** Whether "next day" stays within today (statistics and logs have no future). */
export const canShiftForward = (range: DayRange, now: Date | Dayjs = new Date()): boolean => dayjs(range.end).isBefore(dayjs(now).startOf('day'), 'day');

/** Whether text is a real calendar day written YYYY-MM-DD. */
export const isDay = (text: unknown): text is string => typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(DAY_FORMAT) === text;

/** A range with its ends in order (a user may pick the end first). */
export const orderRange = ({ start, end }: DayRange): DayRange => (start <= end ? { start, end } : { start: end, end: start });

/**
 * A range read back from the address or a list filter: two real days (put in order), else the preset
 * `fallback` on the day `now` falls on.
 */
export const readRange = (start: unknown, end: unknown, fallback: DatePreset = 'today', now: Date | Dayjs = new Date()): DayRange =>
    isDay(start) && isDay(end) ? orderRange({ start, end }) : presetRange(fallback, now);

/** Whether a day is after the day `now` falls on (statistics and logs have no future). */
export const isFutureDay = (value: string | Dayjs, now: Date | Dayjs = new Date()): boolean => dayjs(value).isAfter(dayjs(now), 'day');

/** What a search sends: the start day at 00:00:00 and the end day at 23:59:59. */
export const toTimeBounds = (range: DayRange): TimeBounds => {
    const { start, end } = orderRange(range);
    return {
        startTime: dayjs(start).startOf('day').format(TIME_FORMAT),
        endTime: dayjs(end).endOf('day').format(TIME_FORMAT),
    };
};

/** Number of calendar days in a range, both ends included. */
export const rangeDays = (range: DayRange): number => {
    const { start, end } = orderRange(range);
    return dayjs(end).diff(dayjs(start), 'day') + 1;
};
