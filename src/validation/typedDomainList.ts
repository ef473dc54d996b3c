import { lineProblemsError, type LineProblem } from './lineProblems';
import { readTypedDomain, TYPED_DOMAIN_LIST_MESSAGES, type TypedDomain } from './typedDomain';

/** A line of a pasted list, read as a typed domain (readTypedDomain), with its line number (1-based, blanks counted). */
export interface TypedDomainLine extends TypedDomain {
    line: number;
}

interface TypedDomainListResult {
    /** Every non-blank line, read, in order. */
    lines: TypedDomainLine[];
    /** Every problem, in line order, each naming its line number and the line as typed (too many: line 0). */
    problems: LineProblem[];
}

/** The non-blank lines of a pasted list, each read by readTypedDomain. */
export const readTypedDomainLines = (text: string | null | undefined): TypedDomainLine[] =>
    (text ?? '').split(/\r\n|\r|\n/).flatMap((raw, index) => (raw.trim() ? [{ ...readTypedDomain(raw), line: index + 1 }] : []));

/**
 * A list of domains to add (the bulk add), each line by the add dialog's rule: every line that is not a domain,
 * ends in no public suffix or is one is named with its number; a line naming a domain an earlier line named once
 * read (`www.x.com` and `X.com`) is a repeat of that line; more than `max` lines is said once.
 */
export const parseTypedDomainList = (text: string | null | undefined, { max }: { max?: number } = {}): TypedDomainListResult => {
    const lines = readTypedDomainLines(text);
    const problems: LineProblem[] = [];
    const seen = new Map<string, number>();
    for (const { typed, name, problem, line } of lines) {
        const earlier = seen.get(name);
        if (problem) problems.push({ line, message: TYPED_DOMAIN_LIST_MESSAGES[problem.kind], args: { n: line, text: typed } });
        else if (earlier) problems.push({ line, message: TYPED_DOMAIN_LIST_MESSAGES.duplicate, args: { n: line, other: earlier, text: typed } });
        else seen.set(name, line);
    }
    if (max !== undefined && lines.length > max) problems.push({ line: 0, message: TYPED_DOMAIN_LIST_MESSAGES.tooMany, args: { max } });
    return { lines, problems };
};

/** Every problem of a list's text (what ui/LineProblemList shows). */
export const typedDomainListProblems =
    (options: { max?: number } = {}) =>
    (text: string): LineProblem[] =>
        parseTypedDomainList(text, options).problems;

/** A react-admin validator over parseTypedDomainList: empty passes (pair it with required()); several problems are counted. */
export const typedDomainListValidator = (options: { max?: number } = {}) => {
    const problemsOf = typedDomainListProblems(options);
    return (value: unknown) => lineProblemsError(problemsOf(typeof value === 'string' ? value : ''));
};
