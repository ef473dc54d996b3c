import type { Identifier, RaRecord } from 'react-admin';
import type { Envelope } from '../http/client';
import { optionalId, optionalRow, readAnswer, row, type RecordSchema } from './answers';
import { reportUnreadable } from './unreadable';

/** What a create answers (answers.ts): the new id in `data.id`, else a top-level `id`. */
const created = row({ data: optionalRow({ id: optionalId }), id: optionalId });

/** The id the server gave a created record: `data.id`, else a top-level `id`; `source` is the call's path. */
export const createdId = (json: Envelope, source: string): Identifier | undefined => {
    const read = readAnswer(created, json, source);
    return read.data?.id ?? read.id;
};

/**
 * A create's result when the backend may confirm a save without the new id (the record was saved): the record
 * sent, with the id given, else a stand-in, since react-admin's create needs one. react-admin reads the resource's
 * lists again after every create, and they bring the real row. For screens that go back to the list after a
 * create, not to the created record's page (its id is not known).
 */
export const createdRecord =
    (source: string) =>
    <R extends RaRecord>(json: Envelope, sent: Partial<R>): R =>
        ({ ...sent, id: createdId(json, source) ?? `created-${Date.now()}` }) as R;

/**
 * A save's result when the server answers the saved record (or part of it) in `data`: the record sent with what
 * the answer gives, read with the resource's `record` (answers.ts) as any answer is. Only the fields sent or given
 * are returned, so a field neither names keeps what react-admin's cache holds. An answer whose data is not a record
 * adds nothing (reported).
 */
export const savedRecord =
    <R extends RaRecord>(record: RecordSchema<R>, source: string) =>
    (json: Envelope, sent: Partial<R>): R => {
        const given = json.data;
        const isRecord = !!given && typeof given === 'object' && !Array.isArray(given);
        if (given != null && !isRecord) reportUnreadable(source);
        const merged: Record<string, unknown> = { ...sent, ...(isRecord ? given : {}) };
        const read = readAnswer(record, merged, source) as Record<string, unknown>;
        return Object.fromEntries(Object.keys(merged).map(key => [key, read[key]])) as R;
    };
