/** The ranges of the CDN static variables: the form checks them before sending, the demo backend refuses with them. */
export const CDN_VARIABLE_LIMITS = {
    /** Seconds: 0 (no caching) to a year. */
    defaultCacheTtl: { min: 0, max: 31_536_000 },
    /** Seconds. */
    originTimeout: { min: 1, max: 300 },
    /** Megabytes. */
    maxBodySizeMb: { min: 1, max: 1024 },
    /** Characters. */
    nodeSecret: { min: 8, max: 64 },
} as const;
