import { checkRecordValue, checkTtl } from '../../../validation/records';
import { formatAddress, ptrNameOf, relativeName, resolvePtrAddress, type ReversePrefix } from '../../../validation/ptr';
import type { ValidationError } from '../../../validation/messages';

/** The PTR form's values as the inputs hold them. */
interface PtrFormValues {
    address?: unknown;
    target?: unknown;
    ttl?: unknown;
}

/** Every field's problem at once (react-admin's form-level validate shape): address in the zone, target a host name, TTL. */
export const ptrRecordProblems = (values: PtrFormValues, prefix: ReversePrefix): Partial<Record<keyof PtrFormValues, ValidationError>> => {
    const problems: Partial<Record<keyof PtrFormValues, ValidationError>> = {};
    const resolved = resolvePtrAddress(String(values.address ?? ''), prefix);
    if ('error' in resolved) problems.address = resolved.error;
    const target = checkRecordValue('PTR', String(values.target ?? ''));
    if (target) problems.target = target;
    const ttl = checkTtl(values.ttl);
    if (ttl) problems.ttl = ttl;
    return problems;
};

/** The full PTR name of what the address field holds, when it resolves in the zone. */
export const previewPtrName = (typed: unknown, prefix: ReversePrefix): string | undefined => {
    const resolved = resolvePtrAddress(String(typed ?? ''), prefix);
    return 'address' in resolved ? ptrNameOf(resolved.address) : undefined;
};

/** An example of the host part for the zone's help text ("10" for a /24, "10.0" for a /16). */
export const hostExample = (prefix: ReversePrefix): string =>
    relativeName(formatAddress({ family: prefix.family, value: prefix.network + (prefix.family === 4 ? 10n : 1n) }), prefix) ?? '';
