import { required } from 'react-admin';
import { conflictingRows, describeRows, type SegmentRow } from '../../../data/recursiveSegments/rules';
import { ALL_SEGMENTS_RANGE } from '../../../data/recursiveSegments/rules';
import { parseSegmentLines, requiredText, toValidationError, validateIpv4, type ValidationError } from '../../../validation';
import { editLine, type SegmentFormValues } from './segmentForm';

type Values = Partial<SegmentFormValues>;
/** Skips a check for "all segments"; keeps required()'s flag so the input still shows its asterisk. */
const specifiedOnly = <T>(validate: (value: unknown, values: Values) => T) =>
    Object.assign((value: unknown, values: Values) => (values.type === '2' ? undefined : validate(value, values)), {
        isRequired: (validate as { isRequired?: boolean }).isRequired,
    });

/** The lines' own problems first (format, order, overlap among themselves), then the saved rows in the way. */
const linesProblem = (text: string, existing: readonly SegmentRow[]): ValidationError | undefined => {
    const { ranges, error } = parseSegmentLines(text);
    if (error) return toValidationError(error);
    for (const range of ranges) {
        const conflicts = conflictingRows(1, range, existing);
        if (conflicts.length) return { message: 'segmentRules.overlapWith', args: { line: range.line, rows: describeRows(conflicts) } };
    }
    return undefined;
};

/** "All segments" is the fallback beside the specified segments; only a second one is refused. */
const validateType = (existing: () => readonly SegmentRow[]) => (value: unknown) => {
    if (value !== '2') return undefined;
    const conflicts = conflictingRows(2, ALL_SEGMENTS_RANGE, existing());
    return conflicts.length ? { message: 'segmentRules.allExists', args: { rows: describeRows(conflicts) } } : undefined;
};

/**
 * The dialog's validators (SPEC section 5): type and remark required (spaces are not a remark); on add the lines
 * are parsed; on edit start and end are IPv4, start not after end, no overlap. A refusal names the saved rows in
 * the way (data/recursiveSegments/rules, which the server applies too). IP checks are skipped for "all
 * segments". `existing` is read when validating, so it follows the list.
 */
export const segmentValidators = (existing: () => readonly SegmentRow[]) => ({
    type: [required(), validateType(existing)],
    remark: requiredText(),
    segments: [specifiedOnly(requiredText()), specifiedOnly(value => linesProblem(typeof value === 'string' ? value : '', existing()))],
    startIp: [specifiedOnly(requiredText()), specifiedOnly(validateIpv4)],
    endIp: [
        specifiedOnly(requiredText()),
        specifiedOnly(validateIpv4),
        specifiedOnly((_value, values) => {
            // only once both ends are IPv4, so the field's own message wins
            if (validateIpv4(values.startIp) || validateIpv4(values.endIp)) return undefined;
            return linesProblem(editLine(values), existing());
        }),
    ],
});
