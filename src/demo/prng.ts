/** A small seeded PRNG (mulberry32): the seed and the generated logs are the same on every run. */
export interface Rng {
    /** A float in [0, 1). */
    next(): number;
    /** An integer in [min, max]. */
    int(min: number, max: number): number;
    /** One item of a non-empty list. */
    pick<T>(items: readonly T[]): T;
    /** True with probability p. */
    chance(p: number): boolean;
}

export const createRng = (seed: number): Rng => {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    return { next, int, pick: items => items[int(0, items.length - 1)], chance: p => next() < p };
};

/** A 32-bit hash of text (FNV-1a): seeds derived from a domain name and a time range. */
export const hashText = (text: string): number => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
};
