/**
 * The database file this system exports (designed, docs/admin-api.md "Database"): JSON
 * `{ format: "dns-console-db", version, exportedAt, tables: { <name>: [rows] | {settings} } }`. The import screen
 * reads it to show what it holds before anything is replaced; the demo backend reads it with the same rules.
 */
export const DUMP_FORMAT = 'dns-console-db';

/** What a file holds: its schema version, when it was exported, and each table's row count (an object table counts 1). */
export interface DumpSummary {
    version: number;
    exportedAt: string;
    tables: { name: string; count: number }[];
}

export interface Dump {
    format: typeof DUMP_FORMAT;
    version: number;
    exportedAt: string;
    tables: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The dump in a text, or undefined when the text is not one (not JSON, another format, no tables). */
export const parseDump = (text: string): Dump | undefined => {
    let value: unknown;
    try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
        return undefined;
    }
    if (!isObject(value) || value.format !== DUMP_FORMAT || !isObject(value.tables)) return undefined;
    return {
        format: DUMP_FORMAT,
        version: typeof value.version === 'number' ? value.version : Number(value.version) || 0,
        exportedAt: typeof value.exportedAt === 'string' ? value.exportedAt : '',
        tables: value.tables,
    };
};

/** The summary of a dump: tables in the file's order, arrays by length, settings objects as one row. */
export const summarizeDump = (dump: Dump): DumpSummary => ({
    version: dump.version,
    exportedAt: dump.exportedAt,
    tables: Object.entries(dump.tables).map(([name, table]) => ({ name, count: Array.isArray(table) ? table.length : isObject(table) ? 1 : 0 })),
});
