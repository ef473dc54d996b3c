import { SvcbFields } from './SvcbFields';

const EDITORS = { HTTPS: SvcbFields, SVCB: SvcbFields } as const;

export type EditedType = keyof typeof EDITORS;

/** Whether the record dialog edits a value of `type` as fields (else as one text). */
export const hasRdataEditor = (type: string): type is EditedType => Object.hasOwn(EDITORS, type);

/** The value of a record of `type` as fields. */
export const RdataEditor = ({ type }: { type: EditedType }) => {
    const Editor = EDITORS[type];
    return <Editor />;
};
