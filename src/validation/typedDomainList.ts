import { DOMAIN_LIST_MESSAGES } from './domainList';
import { toValidationError, type LineError, type ValidationError } from './messages';
import { readTypedDomain, TYPED_DOMAIN_LIST_MESSAGES, type TypedDomain } from './typedDomain';

/** A line of a pasted list, read as a typed domain (readTypedDomain), with its line number (1-based, blanks counted). */
export interface TypedDomainLine extends TypedDomain {
    line: number;
}

interface TypedDomainListResult {
    /** Every non-blank line, read, in order. */
    lines: TypedDomainLine[];
    /** The first problem, naming the line as typed (for too many, `line` is the limit). */
    error?: LineError;
}

/** The non-blank lines of a pasted list, each read by readTypedDomain. */
export const readTypedDomainLines = (text: string | null | undefined): TypedDomainLine[] =>
    (text ?? '').split(/\r\n|\r|\n/).flatMap((raw, index) => (raw.trim() ? [{ ...readTypedDomain(raw), line: index + 1 }] : []));

/**
 * A list of domains to add (the bulk add), each line by the add dialog's rule: a line that is not a domain, ends
 * in no public suffix or is one is named; two lines naming the same domain once read (`www.x.com` and `X.com`)
 * are a duplicate; at most `max` lines.
 */
export const parseTypedDomainList = (text: string | null | undefined, { max }: { max?: number } = {}): TypedDomainListResult => {
    const lines = readTypedDomainLines(text);
    const seen = new Set<string>();
    for (const { typed, name, problem } of lines) {
        if (problem) return { lines, error: { key: TYPED_DOMAIN_LIST_MESSAGES[problem.kind], line: typed } };
        if (seen.has(name)) return { lines, error: { key: DOMAIN_LIST_MESSAGES.duplicate, line: typed } };
        seen.add(name);
    }
    if (max !== undefined && lines.length > max) return { lines, error: { key: DOMAIN_LIST_MESSAGES.tooMany, line: String(max) } };
    return { lines };
};

/** A react-admin validator over parseTypedDomainList: empty passes (pair it with required()). */
export const typedDomainListValidator =
    (options: { max?: number } = {}) =>
    (value: unknown): ValidationError | undefined => {
        const { error } = parseTypedDomainList(typeof value === 'string' ? value : '', options);
        return error ? toValidationError(error) : undefined;
    };
