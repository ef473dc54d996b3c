import { DemoError } from '../http';
import { createRng, hashText } from '../prng';
import { formatDateTime } from '../time';

/**
 * Query traffic made up deterministically: the same domain and hour always give the same count, so charts
 * and logs agree between calls and across reloads, and nothing is stored.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Ranges up to this answer hourly points, longer ones daily. */
const HOURLY_UP_TO = 2 * DAY;
const MAX_RANGE_DAYS = 366;

/** 'YYYY-MM-DD' in local time. */
const day = (date: Date) => formatDateTime(date).slice(0, 10);

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A search bound as sent: a bare date covers its whole day (a start at 00:00:00, an end at 23:59:59); anything
 * else is kept (trimmed). The one rule of the chart, the generated logs and the operation log.
 */
export const boundOf = (value: string, side: 'start' | 'end'): string => {
    const trimmed = value.trim();
    return BARE_DAY.test(trimmed) ? `${trimmed} ${side === 'start' ? '00:00:00' : '23:59:59'}` : trimmed;
};

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') in local time; undefined when absent or malformed. */
const parseTime = (value: string): Date | undefined => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
    if (!match) return undefined;
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return Number.isNaN(date.getTime()) ? undefined : date;
};

export interface Range {
    start: Date;
    end: Date;
}

/** The request's range: the last 24 hours when none is given; refused when reversed or longer than a year. */
export const rangeOf = (startTime: string, endTime: string): Range => {
    const end = (endTime && parseTime(boundOf(endTime, 'end'))) || new Date();
    const start = (startTime && parseTime(boundOf(startTime, 'start'))) || new Date(end.getTime() - DAY);
    if (start > end) throw new DemoError('开始时间不能晚于结束时间');
    if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY) throw new DemoError(`查询时间范围不能超过${MAX_RANGE_DAYS}天`);
    return { start, end };
};

/** Queries per hour of a zone at its busiest: from its name, and the more records the busier. */
export const baseOf = (domain: { domain: string; recordCount: number }): number =>
    Math.round((200 + (hashText(`base:${domain.domain}`) % 2800)) * (1 + Math.min(domain.recordCount, 10_000) / 500));

/** Queries per hour of a zone in its statistics: a zone without records is not queried yet. */
export const zoneBaseOf = (domain: { domain: string; recordCount: number }): number => (domain.recordCount > 0 ? baseOf(domain) : 0);

/**
 * Queries of one hour, for `key` (a zone, or the whole account) whose busiest hour is about `base`: a daily
 * curve (quiet at dawn, busy in the evening), a weekly dip, some noise.
 */
const hourCount = (key: string, base: number, hourStart: number): number => {
    if (hourStart > Date.now()) return 0;
    const date = new Date(hourStart);
    const curve = 0.55 + 0.45 * Math.sin(((date.getHours() - 15) / 24) * 2 * Math.PI + Math.PI / 2);
    const weekly = date.getDay() === 0 || date.getDay() === 6 ? 0.8 : 1;
    const noise = 0.85 + (hashText(`${key}@${day(date)} ${date.getHours()}`) % 300) / 1000;
    return Math.round(base * curve * weekly * noise);
};

export interface Point {
    time: string;
    count: number;
}

/** Hourly points for ranges up to two days, daily points beyond; none for hours or days still to come. */
export const chartPoints = (key: string, base: number, { start, end }: Range): Point[] => {
    const points: Point[] = [];
    const until = Math.min(end.getTime(), Date.now());
    if (end.getTime() - start.getTime() <= HOURLY_UP_TO) {
        const first = new Date(start);
        first.setMinutes(0, 0, 0);
        for (let at = first.getTime(); at <= until; at += HOUR) {
            points.push({ time: formatDateTime(new Date(at)).slice(0, 16), count: hourCount(key, base, at) });
        }
        return points;
    }
    const cursor = new Date(start);
    cursor.setHours(0, 0, 0, 0);
    while (cursor.getTime() <= until) {
        let count = 0;
        for (let hour = 0; hour < 24; hour++)
            count += hourCount(key, base, new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate(), hour).getTime());
        points.push({ time: day(cursor), count });
        cursor.setDate(cursor.getDate() + 1);
    }
    return points;
};

/** Splits `total` over names by weights, with a little per-key noise; largest first. */
export const breakdown = (key: string, total: number, weights: Array<[string, number]>): Array<{ name: string; count: number }> => {
    const rng = createRng(hashText(`mix:${key}`));
    const noisy = weights.map(([name, weight]): [string, number] => [name, weight * (0.7 + rng.next() * 0.6)]);
    const sum = noisy.reduce((acc, [, weight]) => acc + weight, 0);
    return noisy.map(([name, weight]) => ({ name, count: Math.round((total * weight) / sum) })).sort((a, b) => b.count - a.count);
};
