import { required } from 'react-admin';
import { allSegmentsRows, describeRows, specifiedRows, type SegmentRow } from '../../../data/recursiveSegments/rules';
import { requiredText } from '../../../validation';
import { parseAddress } from '../../../validation/ipSegment';
import { checkSegment, checkSegmentLines, isRefusal } from '../../../validation/segmentLines';
import { editLine, type SegmentFormValues } from './segmentForm';

type Values = Partial<SegmentFormValues>;
/** Skips a check for "all segments"; keeps required()'s flag so the input still shows its asterisk. */
const specifiedOnly = <T>(validate: (value: unknown, values: Values) => T) =>
    Object.assign((value: unknown, values: Values) => (values.type === '2' ? undefined : validate(value, values)), {
        isRequired: (validate as { isRequired?: boolean }).isRequired,
    });

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** One IPv4 or IPv6 address. */
const validateAddress = (value: unknown) => (asText(value).trim() && !parseAddress(asText(value)) ? 'ipSegments.address' : undefined);

/** "All segments" is the fallback beside the specified segments; only a second one is refused, naming it. */
const validateType = (existing: () => readonly SegmentRow[]) => (value: unknown) => {
    if (value !== '2') return undefined;
    const conflicts = allSegmentsRows(existing());
    return conflicts.length ? { message: 'segmentRules.allExists', args: { rows: describeRows(conflicts) } } : undefined;
};

/**
 * The dialog's validators (SPEC section 5): type and remark required (spaces are not a remark); on add the lines
 * are checked (an address, start-end or CIDR, IPv4 or IPv6); on edit start and end are addresses of one family,
 * start not after end, no overlap with a specified segment. A refusal names the saved rows in the way
 * (data/recursiveSegments/rules, which the demo backend applies too). IP checks are skipped for "all segments".
 * `existing` is read when validating, so it follows the list.
 */
export const segmentValidators = (existing: () => readonly SegmentRow[]) => ({
    type: [required(), validateType(existing)],
    remark: requiredText(),
    segments: [
        specifiedOnly(requiredText()),
        specifiedOnly(value => {
            const { refusal } = checkSegmentLines(asText(value), specifiedRows(existing()));
            return refusal ? { message: refusal.key, args: refusal.args } : undefined;
        }),
    ],
    startIp: [specifiedOnly(requiredText()), specifiedOnly(validateAddress)],
    endIp: [
        specifiedOnly(requiredText()),
        specifiedOnly(validateAddress),
        specifiedOnly((_value, values) => {
            // only once both ends are addresses, so the field's own message wins
            if (!parseAddress(values.startIp ?? '') || !parseAddress(values.endIp ?? '')) return undefined;
            const checked = checkSegment(editLine(values), specifiedRows(existing()));
            return isRefusal(checked) ? { message: checked.key, args: checked.args } : undefined;
        }),
    ],
});
