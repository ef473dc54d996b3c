/**
 * The zone-file contract: what the readers (BIND, CSV) give and the writers take. Pure data, structured-cloneable
 * (the parse runs in a Web Worker and posts this back).
 */

/** One record as a zone file carries it, in the console's terms. */
export interface ZoneRecord {
    /** Relative to the zone, lower case: '@' (the apex), 'www', '*.img', '_sip._tcp'. */
    host: string;
    /** Upper case, one of the console's types (src/validation/recordTypes.ts). */
    type: string;
    /**
     * The value as the console stores it (the record editor's value): host names without the trailing dot;
     * MX the exchange only (priority in `mx`); SRV "priority weight port target"; CAA 'flags tag "value"';
     * TXT plain text when it is one string the editor can hold as is, else quoted strings ("a" "b", \" and \\
     * escaped: src/validation/recordTxt.ts); XURL/URLFWD the address.
     */
    value: string;
    ttl: number;
    /** MX priority, MX only. */
    mx?: number;
    /** The console's record weight (0..100); absent when the file gives none. */
    weight?: number;
    /** Line name (默认, 电信...), CSV only; BIND has none: absent = the default line. */
    line?: string;
    /** true for a paused record (CSV status column, or a "; paused:" line of our BIND export); absent = enabled. */
    paused?: boolean;
    /** The record's remark (备注), CSV only; absent when the file gives none (an import then keeps the zone's). */
    remark?: string;
    /** 1-based line of the file where the record starts. */
    sourceLine: number;
}

/**
 * A line the reader did not turn into a record. `reason` is a translation key: `zoneFile.*` for file matters
 * (syntax, another zone, unknown type...) or `recordChecks.*` for a value the console's record checks refuse
 * (the same messages as the record editor), with `args` its placeholders.
 * `skipped: true` marks a line that is fine but left out on purpose (SOA and apex NS: the service manages them);
 * show it as a note, not an error.
 */
export interface ZoneRefusal {
    line: number;
    /** The line as read (several lines for a multi-line entry), at most 500 characters. */
    text: string;
    reason: string;
    args?: Record<string, string | number>;
    skipped?: boolean;
    /**
     * A record refused for its TTL alone (outside the service's range): the record as read, so the import can
     * take it at the nearest allowed TTL when the user asks.
     */
    record?: ZoneRecord;
}

export type ZoneFormat = 'csv' | 'bind';

export interface ParseOptions {
    /** The zone, e.g. example.com (a trailing dot is ignored). */
    origin: string;
    format?: ZoneFormat | 'auto';
    /** TTL of records that give none and follow no $TTL; DEFAULT_TTL (600) when absent. */
    defaultTtl?: number;
}

export interface ParseResult {
    format: ZoneFormat;
    records: ZoneRecord[];
    /** Refused and skipped lines, in file order. */
    refusals: ZoneRefusal[];
    /**
     * Present when records took their TTL from the SOA MINIMUM (no $TTL and no TTL before them, BIND's rule):
     * that TTL, the SOA's line and how many records took it. The import preview says so.
     */
    ttlFromSoa?: { ttl: number; line: number; records: number };
    /** Present when records found no TTL at all in the file ($TTL, SOA, a TTL before them): the default they took. */
    ttlDefaulted?: { ttl: number; records: number };
}

export interface WriteBindOptions {
    /** The $TTL line; records with this TTL are written without one. Default: the most common TTL. */
    defaultTtl?: number;
    /** When the file was made, for the header comment (default: now). */
    at?: Date;
}
