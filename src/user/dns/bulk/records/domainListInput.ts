import { splitLines, validateBulkDomainList } from '../../../../validation/domainList';

/** The bulk list rule (SPEC section 5, 500 at most) as a react-admin validator that also requires a domain. */
export const validateBulkDomains = (value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (splitLines(text).length === 0) return 'bulkRecords.domains.required';
    return validateBulkDomainList(text);
};

/** The domains of a valid list, lower case. */
export const bulkDomains = (value: unknown): string[] => splitLines(typeof value === 'string' ? value : '').map(name => name.toLowerCase());

/** The list with `added` appended, those already listed (any case) left out. */
export const appendDomains = (value: unknown, added: readonly string[]): string => {
    const lines = splitLines(typeof value === 'string' ? value : '');
    const seen = new Set(lines.map(line => line.toLowerCase()));
    const fresh = added.filter(name => !seen.has(name.toLowerCase()));
    return [...lines, ...fresh].join('\n');
};
