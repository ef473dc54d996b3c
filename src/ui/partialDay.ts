/**
 * A daily series whose last point is today, split in two lines so today's part is drawn dashed: the complete days,
 * and the segment from yesterday to today. Each line's tooltip names only its own points (null hides a row).
 */
export const splitPartialDay = (data: readonly number[], partial: number) => {
    const complete = data.map((value, index) => (index === partial ? null : value));
    const today = data.map((value, index) => (index >= partial - 1 ? value : null));
    return { complete, today };
};

/** The id of today's line, which the charts draw dashed. */
export const PARTIAL_SERIES_ID = 'today-so-far';
