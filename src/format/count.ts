/** Counts and shares as the statistics screens and the dashboard show them. */

/** 1234567 -> "1,234,567" (rounded to a whole number). */
export const formatCount = (count: number): string => Math.round(count).toLocaleString('en-US');

/** 0.123 -> "12.3%" */
export const formatShare = (share: number): string => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
