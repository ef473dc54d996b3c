import { BULK_DOMAIN_LIMIT } from '../config/constants';
import { isDomainName } from './domain';
import { toValidationError, type LineError, type ValidationError } from './messages';

/**
 * SPEC section 5 "Domain list": one domain per line, lines trimmed, blank lines ignored, each a domain name,
 * no duplicates (letter case ignored), and at most `max` domains when a limit applies (500 for bulk adds).
 */
export const DOMAIN_LIST_MESSAGES = {
    format: 'validation.domainList.format',
    duplicate: 'validation.domainList.duplicate',
    tooMany: 'validation.domainList.tooMany',
} as const;

interface DomainListOptions {
    /** The most domains the list may hold. */
    max?: number;
}

interface DomainListResult {
    /** The domains as typed (trimmed), blank lines left out, in order. */
    domains: string[];
    error?: LineError;
}

/** The lines of a list: split on any line break, trimmed, blanks dropped. */
export const splitLines = (text: string | null | undefined): string[] =>
    (text ?? '')
        .split(/\r\n|\r|\n/)
        .map(line => line.trim())
        .filter(Boolean);

/** Reads a domain list; the first problem names its line (for too many, `line` is the limit). */
export const parseDomainList = (text: string | null | undefined, { max }: DomainListOptions = {}): DomainListResult => {
    const domains = splitLines(text);
    const seen = new Set<string>();
    for (const line of domains) {
        if (!isDomainName(line)) return { domains, error: { key: DOMAIN_LIST_MESSAGES.format, line } };
        const key = line.toLowerCase();
        if (seen.has(key)) return { domains, error: { key: DOMAIN_LIST_MESSAGES.duplicate, line } };
        seen.add(key);
    }
    if (max !== undefined && domains.length > max) return { domains, error: { key: DOMAIN_LIST_MESSAGES.tooMany, line: String(max) } };
    return { domains };
};

/** A react-admin validator over parseDomainList: empty passes (pair it with required()). */
export const domainListValidator =
    (options: DomainListOptions = {}) =>
    (value: unknown): ValidationError | undefined => {
        const { error } = parseDomainList(typeof value === 'string' ? value : '', options);
        return error ? toValidationError(error) : undefined;
    };

/** The bulk domain tabs' list: at most BULK_DOMAIN_LIMIT (500) domains (SPEC sections 5 and 9). */
export const validateBulkDomainList = domainListValidator({ max: BULK_DOMAIN_LIMIT });
