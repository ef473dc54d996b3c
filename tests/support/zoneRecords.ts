import type { RecordContent, ZoneRecord } from '../../src/zone';

/** A record's content for tests: `www A 192.0.2.1` on 默认, TTL 600, answered, unless told otherwise. */
export const recordContent = (fields: Partial<RecordContent> = {}): RecordContent => ({
    top: 'www',
    record_type: 'A',
    value: '192.0.2.1',
    ttl: 600,
    mx: 0,
    weight: 1,
    record_line_id: '1',
    record_line_name: '默认',
    status: 1,
    ...fields,
});

/** A record of a zone for tests: recordContent with an id. */
export const zoneRecord = (record_id: number, fields: Partial<RecordContent> = {}): ZoneRecord => ({ ...recordContent(fields), record_id });
