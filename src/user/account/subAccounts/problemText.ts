import { SUB_NAME_MAX, type SubDraftProblem } from '../../../data/subAccounts/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type ProblemKey = SubDraftProblem extends infer P ? (P extends SubDraftProblem ? `${P['field']}:${P['problem']}` : never) : never;

const KEYS: Record<ProblemKey, string> = {
    'name:required': 'subAccounts.problems.nameRequired',
    'name:tooLong': 'subAccounts.problems.nameTooLong',
    'account:required': 'subAccounts.problems.accountRequired',
    'account:invalid': 'subAccounts.problems.accountInvalid',
    'resources:none': 'subAccounts.problems.resourcesNone',
};

/** The form's message for each field with a problem. */
export const subProblemTexts = (problems: readonly SubDraftProblem[], translate: Translate): Partial<Record<SubDraftProblem['field'], string>> =>
    Object.fromEntries(problems.map(problem => [problem.field, translate(KEYS[`${problem.field}:${problem.problem}` as ProblemKey], { max: SUB_NAME_MAX })]));
