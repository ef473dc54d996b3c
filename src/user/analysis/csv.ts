/** "analysis-<what>-<domain or all>-<start>_<end>.csv". */
export const csvFileName = (what: string, domain: string, range: { start: string; end: string }): string =>
    `analysis-${what}-${domain || 'all'}-${range.start}_${range.end}.csv`;
