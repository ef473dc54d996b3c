/**
 * Time axes of the query charts. The server answers hourly points as "YYYY-MM-DD HH:mm[:ss]" and daily points
 * as "YYYY-MM-DD"; the screens read which it is from the points, never restate the server's rule.
 */

const POINT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/** Whether the points are hourly: some point carries a time of day (HH:mm). */
export const isHourly = (points: readonly { time: string }[]): boolean => points.some(point => POINT_TIME.exec(point.time)?.[4] !== undefined);

/** Whether the points fall on more than one calendar day. */
export const spansDays = (points: readonly { time: string }[]): boolean =>
    new Set(points.map(point => POINT_TIME.exec(point.time)?.slice(1, 4).join('-')).filter(Boolean)).size > 1;

/**
 * The axis label of a point: "HH:mm" for hourly points, "MM-DD" for daily ones (with the day too when an
 * hourly chart spans several days). Anything unreadable is shown as sent.
 */
export const axisLabel = (time: string, hourly: boolean, withDay = false): string => {
    const match = POINT_TIME.exec(time);
    if (!match) return time;
    const [, , month, day, hour, minute] = match;
    if (!hourly || hour === undefined) return `${month}-${day}`;
    return withDay ? `${month}-${day} ${hour}:${minute}` : `${hour}:${minute}`;
};

/** A local day as the server writes it ("YYYY-MM-DD"). */
const dayOf = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The index of a daily chart's point that is today, a day not over yet (its count only so far), when it is the last
 * point of several; -1 otherwise (hourly points, or a range that ends before today).
 */
export const partialDayIndex = (points: readonly { time: string }[], now: Date = new Date()): number => {
    if (points.length < 2 || isHourly(points)) return -1;
    const last = points.length - 1;
    return points[last].time.slice(0, 10) === dayOf(now) ? last : -1;
};
