/** Counts and shares as the statistics screens and the dashboard show them. */

/** 1234567 -> "1,234,567" (rounded to a whole number). */
export const formatCount = (count: number): string => Math.round(count).toLocaleString('en-US');

/** 0.123 -> "12.3%" */
export const formatShare = (share: number): string => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

const COMPACT = new Map<string, Intl.NumberFormat>();

/**
 * A count written short for a chart's axis: 万 / 亿 in Chinese ("43.3万"), K / M in English ("433.2K"); exact below
 * ten thousand in Chinese and below a thousand in English, as each language counts.
 */
export const formatCompact = (count: number, locale: string): string => {
    const tag = locale === 'en' ? 'en-US' : 'zh-CN';
    let format = COMPACT.get(tag);
    if (!format) {
        format = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
        COMPACT.set(tag, format);
    }
    return format.format(count);
};

/** About how wide an axis label is drawn at the charts' 12 px (a CJK character twice a digit's width). */
const labelWidth = (label: string): number => [...label].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 12 : 7), 0);

/**
 * The width an axis needs for its longest label, plus room for the ticks; capped at `max` (a longer label is cut
 * by the chart with an ellipsis, and the tooltip names it in full).
 */
export const axisWidth = (labels: readonly string[], max = 240): number => Math.min(max, Math.ceil(Math.max(0, ...labels.map(labelWidth)) + 14));
