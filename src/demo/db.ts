import type { DemoDb } from './model';
import { createSeed } from './seed';

/** Where the demo database lives between page loads. */
export const DEMO_DB_STORAGE_KEY = 'dns-console.demo.db';

/** Bumped when the tables change shape: an older stored copy is then replaced by a fresh seed. */
export const SCHEMA_VERSION = 11;

interface Stored {
    version: number;
    db: DemoDb;
}

let current: DemoDb | undefined;
/** The JSON last read from or written to storage: a different stored text means another tab wrote. */
let lastText: string | undefined;

// localStorage may be missing (Node without jsdom) or throw (privacy modes, quota): the demo then simply
// runs from memory instead of failing.
const storage = (): Storage | undefined => {
    try {
        return globalThis.localStorage ?? undefined;
    } catch {
        return undefined;
    }
};

/** The stored text; null when nothing is stored, undefined when storage cannot be read. */
const readText = (): string | null | undefined => {
    try {
        const store = storage();
        return store ? store.getItem(DEMO_DB_STORAGE_KEY) : undefined;
    } catch {
        return undefined;
    }
};

/** The seed's tables and their kinds (list or object), worked out once: building the seed is not free. */
let tableKinds: Array<[string, boolean]> | undefined;
const kinds = () => (tableKinds ??= Object.entries(createSeed()).map(([key, table]) => [key, Array.isArray(table)]));

const isDb = (value: unknown): value is DemoDb => {
    if (!value || typeof value !== 'object') return false;
    // every table of the current seed must be there with the same kind (array or object)
    return kinds().every(([key, isList]) => {
        const stored = (value as Record<string, unknown>)[key];
        return isList ? Array.isArray(stored) : !!stored && typeof stored === 'object' && !Array.isArray(stored);
    });
};

const parse = (text: string): DemoDb | undefined => {
    try {
        const stored = JSON.parse(text) as Partial<Stored> | null;
        return stored?.version === SCHEMA_VERSION && isDb(stored.db) ? stored.db : undefined;
    } catch {
        return undefined; // corrupt JSON: start again from the seed
    }
};

/**
 * Writes the database to localStorage when this copy has changed since it was read or written: a request that
 * only read never overwrites what another tab stored meanwhile. A failure (quota, no storage) leaves the
 * in-memory copy authoritative.
 */
export const saveDemoDb = (): void => {
    const store = storage();
    // without storage (Node, as in the bench's server) the copy in memory is the database: nothing to write
    if (!current || !store) return;
    try {
        const text = JSON.stringify({ version: SCHEMA_VERSION, db: current } satisfies Stored);
        if (text === lastText) return;
        store.setItem(DEMO_DB_STORAGE_KEY, text);
        lastText = text;
    } catch {
        // ignore: see above
    }
};

/**
 * The live database: handlers read and mutate it in place, then the request wrapper saves it. msw answers in
 * each tab's own page, so every tab holds a copy: when another tab has written since (a sign-in there, say),
 * its copy is taken first, or this tab's next save would erase that tab's changes (and its session).
 */
export const getDemoDb = (): DemoDb => {
    const text = readText();
    // storage unreadable: the copy in memory is the database
    if (current && (text === undefined || text === lastText)) return current;
    const loaded = text ? parse(text) : undefined;
    if (loaded) {
        current = loaded;
        lastText = text!;
    } else {
        // nothing usable stored (first visit, cleared, corrupt, no storage): store what we have
        current ??= createSeed();
        lastText = undefined;
        saveDemoDb();
    }
    return current;
};

/** Reads the database again from localStorage, as a page reload would (falls back to the seed). */
export const reloadDemoDb = (): DemoDb => {
    current = undefined;
    lastText = undefined;
    return getDemoDb();
};

/** Restores the seed data (and signs everybody out: sessions are part of the database). */
export const resetDemoDb = (): void => {
    current = createSeed();
    saveDemoDb();
};

/** The next free id of a table: one more than the largest, so it never collides with a live row. */
export const nextId = (rows: ReadonlyArray<{ id: number }>): number => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
