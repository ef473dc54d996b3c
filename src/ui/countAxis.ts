import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { axisWidth, formatCompact } from '../format/count';

/** The largest tick an axis from 0 to `max` may draw: `max` rounded up to its leading digit ("433154" -> 500000). */
const roundUp = (max: number): number => {
    if (max <= 0) return 0;
    const unit = 10 ** Math.floor(Math.log10(max));
    return Math.ceil(max / unit) * unit;
};

/**
 * A count axis in the language shown: compact labels (43.3万 / 433.2K) and a width that fits the longest of them,
 * so no label is cut ("8,000,0…"). `max` is the largest value the chart draws.
 */
export const useCountAxis = (max: number) => {
    const locale = useLocale();
    return useMemo(() => {
        const valueFormatter = (value: number) => formatCompact(value, locale);
        return { valueFormatter, width: axisWidth([valueFormatter(roundUp(max)), valueFormatter(max)]) };
    }, [locale, max]);
};
