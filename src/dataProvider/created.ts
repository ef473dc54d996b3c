import type { Identifier, RaRecord } from 'react-admin';
import type { Envelope } from '../http/client';

/** The id the server gave a created record: `data.id`, else a top-level `id`. */
export const createdId = (json: Envelope): Identifier | undefined => {
    const given = (json.data as { id?: unknown } | null | undefined)?.id ?? json.id;
    return typeof given === 'number' || typeof given === 'string' ? given : undefined;
};

/**
 * A create's result when the backend may confirm a save without the new id (the record was saved): the record
 * sent, with the id given, else a stand-in, since react-admin's create needs one. react-admin reads the resource's
 * lists again after every create, and they bring the real row. For screens that go back to the list after a
 * create, not to the created record's page (its id is not known).
 */
export const createdRecord = <R extends RaRecord>(json: Envelope, sent: Partial<R>): R => ({ ...sent, id: createdId(json) ?? `created-${Date.now()}` }) as R;
