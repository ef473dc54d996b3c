import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import { isProblem, type RdataFamily } from '../../../../../validation/rdata/family';
import type { FieldProblems } from '../../../../../validation/rdata/problem';
import { recordValidators } from '../recordValidators';

/**
 * The record's value (one presentation text in the form's `value`) edited as fields: the fields start from the
 * value (or the family's blank ones when it cannot be read) and every change writes the text back through
 * `assemble`, which keeps everything typed. The save stores the canonical text (normaliseRecordValue).
 * An empty value (a new record) takes the blank fields' text at once; an unreadable one stays as it is until a
 * field changes, its problem shown below the fields. A field's problem shows once the field was left, or after a save was tried
 * since the editor opened.
 */
export const useRdataInput = <F>(family: RdataFamily<F>, assemble: (fields: F) => string) => {
    const translate = useTranslate();
    const { field, fieldState } = useInput({ source: 'value', validate: recordValidators.value });
    // a save tried before this editor opened (under another type) is not this value's
    const { submitCount } = useFormState();
    const [submittedBefore] = useState(submitCount);
    const [fields, setFields] = useState<F>(() => {
        const read = family.read(String(field.value ?? '').trim());
        return isProblem(read) ? family.blank() : read;
    });
    const empty = String(field.value ?? '').trim() === '';
    useEffect(() => {
        if (empty) field.onChange(assemble(fields));
        // once, when the editor opens on an empty value
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const [left, setLeft] = useState<ReadonlySet<string>>(new Set());

    const change = (next: F) => {
        setFields(next);
        field.onChange(assemble(next));
    };
    const problems: FieldProblems = family.check(fields);
    /** The message to show at `name`, or undefined while the field was not left yet. */
    const errorAt = (name: string): string | undefined => {
        const problem = problems[name];
        if (!problem || !(submitCount > submittedBefore || left.has(name))) return undefined;
        return translate(problem.message, { _: problem.message, ...problem.args });
    };
    const leave = (name: string) => {
        setLeft(previous => new Set(previous).add(name));
        field.onBlur();
    };
    /** A problem of the value as a whole (a duplicate, a server refusal) when no field has one. */
    const valueError = Object.keys(problems).length === 0 ? fieldState.error?.message : undefined;
    return { fields, change, errorAt, leave, valueError };
};
