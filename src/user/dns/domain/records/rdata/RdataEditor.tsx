import { FieldsEditor } from './FieldsEditor';
import { FIELDS_TABLES } from './fieldTables';
import { SvcbFields } from './SvcbFields';

const SVCB_TYPES = ['HTTPS', 'SVCB'] as const;

export type EditedType = (typeof SVCB_TYPES)[number] | keyof typeof FIELDS_TABLES;

const isFieldsType = (type: string): type is keyof typeof FIELDS_TABLES => Object.hasOwn(FIELDS_TABLES, type);

/** Whether the record dialog edits a value of `type` as fields (else as one text). */
export const hasRdataEditor = (type: string): type is EditedType => (SVCB_TYPES as readonly string[]).includes(type) || isFieldsType(type);

/** The value of a record of `type` as fields. */
export const RdataEditor = ({ type }: { type: EditedType }) => (isFieldsType(type) ? <FieldsEditor table={FIELDS_TABLES[type]} /> : <SvcbFields />);
