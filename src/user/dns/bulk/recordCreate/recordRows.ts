import { emptyRecordForm, formToRecord, type RecordFormValues } from '../../domain/records/recordForm';
import { recordValidators } from '../../domain/records/recordValidators';
import { normaliseRecordValue } from '../../../../validation/records';
import { contentOf, type ChangeSet } from '../../../../zone';

/** One row of the record table: the record editor's values (the line among the official and the user's own). */
export type RecordRow = RecordFormValues;

export interface RecordCreateValues {
    domains: string;
    records: RecordRow[];
}

export const emptyRow = (): RecordRow => emptyRecordForm();

type RowValidator = (value: unknown, row: Partial<RecordFormValues>) => unknown;

/** The row a field of the table belongs to: `records.2.value` (react-admin's finalSource) -> values.records[2]. */
export const rowOf = (all: unknown, source: string | undefined): Partial<RecordFormValues> => {
    const index = Number(/records\.(\d+)\./.exec(source ?? '')?.[1]);
    const rows = (all as Partial<RecordCreateValues> | undefined)?.records;
    return (Array.isArray(rows) && rows[index]) || {};
};

/** The record editor's validator for one field, judged against the field's own row. */
const inRow = (validator: RowValidator) => (value: unknown, all: unknown, props?: { finalSource?: string; source?: string }) =>
    validator(value, rowOf(all, props?.finalSource ?? props?.source)) as ReturnType<typeof recordValidators.top>;

export const rowValidators = {
    top: inRow(recordValidators.top),
    value: inRow(recordValidators.value),
    ttl: inRow(recordValidators.ttl),
    mx: inRow(recordValidators.mx),
    weight: inRow(recordValidators.weight),
};

/**
 * Every row added to every domain: one change set per domain (source 'bulk'), named by the domain's name (the server
 * finds it: domain_id 0), each row with the record editor's normalisation (records/recordForm rules).
 */
export const addChangeSets = (domains: readonly string[], rows: readonly RecordRow[]): ChangeSet[] =>
    domains.map(domain => ({
        domain_id: 0,
        domain,
        source: 'bulk',
        ops: rows.map(row => ({ op: 'add', after: contentOf(formToRecord(row, { domain_id: 0, domain }, normaliseRecordValue)) })),
    }));
