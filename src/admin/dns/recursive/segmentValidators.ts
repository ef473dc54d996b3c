import { required } from 'react-admin';
import { parseAddress } from '../../../validation/ipSegment';
import { checkSegment, checkSegmentLines, isRefusal, type NamedSegment } from '../../../validation/segmentLines';
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

/**
 * The dialog's validators (SPEC section 5): type and remark required; on add the lines are checked (an address,
 * start-end or CIDR, IPv4 or IPv6); on edit start and end are addresses of one family, start not after end, no
 * overlap. An overlap names the rows it hits. IP checks are skipped for "all segments". `existing` is read when
 * validating, so it follows the list.
 */
export const segmentValidators = (existing: () => readonly NamedSegment[]) => ({
    type: required(),
    remark: required(),
    segments: [
        specifiedOnly(required()),
        specifiedOnly(value => {
            const { refusal } = checkSegmentLines(asText(value), existing());
            return refusal ? { message: refusal.key, args: refusal.args } : undefined;
        }),
    ],
    startIp: [specifiedOnly(required()), specifiedOnly(validateAddress)],
    endIp: [
        specifiedOnly(required()),
        specifiedOnly(validateAddress),
        specifiedOnly((_value, values) => {
            // only once both ends are addresses, so the field's own message wins
            if (!parseAddress(values.startIp ?? '') || !parseAddress(values.endIp ?? '')) return undefined;
            const checked = checkSegment(editLine(values), existing());
            return isRefusal(checked) ? { message: checked.key, args: checked.args } : undefined;
        }),
    ],
});
