/**
 * The zone model: a zone's records as a change set reads and writes them, and the change set itself. Plain data,
 * shared by the console (which builds, checks, previews and sends change sets) and the demo backend (which checks and
 * applies them by the same rules).
 */

/** 1 answered, 3 paused (2, hidden, is the service's own and never written by a change set). */
export type RecordStatus = 1 | 3;

/** What a record says: every field a change set compares and writes. Host relative to the zone, '@' the apex. */
export interface RecordContent {
    top: string;
    record_type: string;
    value: string;
    ttl: number;
    /** MX priority; 0 for other types. */
    mx: number;
    weight: number;
    /** The line, as the server names it; '1' is 默认. */
    record_line_id: string;
    /** For the eye (the preview, the history); the id decides. */
    record_line_name: string;
    status: RecordStatus;
    /**
     * The remark (备注): the user's note, not DNS data (never part of a record's identity or of what resolvers are
     * answered), but carried, diffed and reverted with the record. Absent or '' when there is none.
     */
    remark?: string;
}

/** A record of the zone as it stands: its content and its id. */
export interface ZoneRecord extends RecordContent {
    record_id: number;
}

/** One operation on one record. An update and a delete carry the record as it was read, so a change since is seen. */
export type ChangeOp = { op: 'add'; after: RecordContent } | { op: 'update'; before: ZoneRecord; after: RecordContent } | { op: 'delete'; before: ZoneRecord };

export type ChangeOpKind = ChangeOp['op'];

/** Where a change set was made: what the history and the operation log show. */
export const CHANGE_SOURCES = ['dialog', 'row', 'batch', 'bulk', 'import', 'template', 'revert'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];

/** A list of operations on one zone, applied as one change and recorded as one history entry. */
export interface ChangeSet {
    domain_id: number;
    /** The zone's name: records' names are relative to it. */
    domain: string;
    source: ChangeSource;
    comment?: string;
    /** The history entry this change set reverts (a revert, a restore). */
    revertOf?: number;
    ops: ChangeOp[];
}

/** The fields of RecordContent a change is shown by, in the order the preview lists them. */
export const CONTENT_FIELDS = [
    'top',
    'record_type',
    'record_line_id',
    'value',
    'mx',
    'weight',
    'ttl',
    'status',
    'remark',
] as const satisfies readonly (keyof RecordContent)[];
export type ContentField = (typeof CONTENT_FIELDS)[number];
