import type { ValidationError } from './messages';

/** A record check's answer: recordChecks.<key> with its placeholders (all strings), or undefined when valid. */
export type RecordProblem = ValidationError | undefined;

export const problem = (key: string, args: Record<string, string | number> = {}): ValidationError => ({
    message: `recordChecks.${key}`,
    args: Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)])),
});
