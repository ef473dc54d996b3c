/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export const formatBytes = (bytes: number): string => {
    if (bytes < 1024) return `${bytes} B`;
    const units = ['KB', 'MB', 'GB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${value.toFixed(1)} ${units[unit]}`;
};

/** Whole percent of a transfer, or undefined when its size is unknown. */
export const percentOf = (loaded: number, total?: number): number | undefined =>
    total && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
