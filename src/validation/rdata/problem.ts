import type { ValidationError } from '../messages';

/** A check of a record's fields: rdataChecks.<key> with its placeholders (strings), react-admin's validator shape. */
export const rdataProblem = (key: string, args: Record<string, string | number> = {}): ValidationError => ({
    message: `rdataChecks.${key}`,
    args: Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)])),
});

/** The problems of a value's fields, keyed by field name ('usage', 'params.2.value'); a key 'value' for the whole. */
export type FieldProblems = Record<string, ValidationError>;

/** The first problem of `problems` in field order, or undefined. */
export const firstProblem = (problems: FieldProblems): ValidationError | undefined => Object.values(problems)[0];
