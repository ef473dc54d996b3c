/**
 * A problem with one line of a pasted list (domains, IP ranges): its 1-based number as the editor shows it (blank
 * lines counted; 0 for the list as a whole) and a message that names it, with the message's placeholders.
 */
export interface LineProblem {
    line: number;
    message: string;
    args: Record<string, string | number>;
}

/** The field's message when several lines are wrong: how many, with every one listed under the field. */
export const LINE_PROBLEMS_SUMMARY = 'lineProblems.summary';

/**
 * What a list field says: nothing, the one problem itself, or how many lines are wrong (the list under the field,
 * ui/LineProblemList, names each).
 */
export const lineProblemsError = (problems: readonly LineProblem[]): Pick<LineProblem, 'message' | 'args'> | undefined => {
    if (problems.length === 0) return undefined;
    if (problems.length === 1) return { message: problems[0].message, args: problems[0].args };
    return { message: LINE_PROBLEMS_SUMMARY, args: { smart_count: problems.length } };
};
