import { required } from 'react-admin';
import { parseSegmentLines, segmentLinesValidator, toValidationError, validateIpv4, type IpRange } from '../../../validation';
import { editLine, type SegmentFormValues } from './segmentForm';

type Values = Partial<SegmentFormValues>;
/** Skips a check for "all segments"; keeps required()'s flag so the input still shows its asterisk. */
const specifiedOnly = <T>(validate: (value: unknown, values: Values) => T) =>
    Object.assign((value: unknown, values: Values) => (values.type === '2' ? undefined : validate(value, values)), {
        isRequired: (validate as { isRequired?: boolean }).isRequired,
    });

/**
 * The dialog's validators (SPEC section 5): type and remark required; on add the lines are parsed; on edit
 * start and end are IPv4, start not after end, no overlap. IP checks are skipped for "all segments".
 * `existing` is read when validating, so it follows the list.
 */
export const segmentValidators = (existing: () => readonly IpRange[]) => ({
    type: required(),
    remark: required(),
    segments: [specifiedOnly(required()), specifiedOnly(segmentLinesValidator(existing))],
    startIp: [specifiedOnly(required()), specifiedOnly(validateIpv4)],
    endIp: [
        specifiedOnly(required()),
        specifiedOnly(validateIpv4),
        specifiedOnly((_value, values) => {
            // only once both ends are IPv4, so the field's own message wins
            if (validateIpv4(values.startIp) || validateIpv4(values.endIp)) return undefined;
            const { error } = parseSegmentLines(editLine(values), existing());
            return error ? toValidationError(error) : undefined;
        }),
    ],
});
