import { isEmail, isMobile } from '../../validation/contact';
import type { SubAccountDraft } from './types';

/** A sub-account's name: 1 to 30 characters. */
export const SUB_NAME_MAX = 30;

/** What is wrong with a draft, field by field (the form shows each; the demo answers the first). */
export type SubDraftProblem =
    { field: 'name'; problem: 'required' | 'tooLong' } | { field: 'account'; problem: 'required' | 'invalid' } | { field: 'resources'; problem: 'none' };

/** Whether the account is a mail or a mobile (a sub-account is invited by either). */
export const accountKind = (account: string): 'mail' | 'mobile' | undefined => {
    const value = account.trim();
    return isEmail(value) ? 'mail' : isMobile(value) ? 'mobile' : undefined;
};

/** The rules of a sub-account, the same in the form and the demo backend; `account` is checked when inviting only. */
export const subDraftProblems = (draft: SubAccountDraft, inviting: boolean): SubDraftProblem[] => {
    const problems: SubDraftProblem[] = [];
    const name = draft.name.trim();
    if (!name) problems.push({ field: 'name', problem: 'required' });
    else if (name.length > SUB_NAME_MAX) problems.push({ field: 'name', problem: 'tooLong' });
    if (inviting) {
        if (!draft.account.trim()) problems.push({ field: 'account', problem: 'required' });
        else if (!accountKind(draft.account)) problems.push({ field: 'account', problem: 'invalid' });
    }
    const { resources } = draft;
    if ((resources.kind === 'groups' && resources.groupIds.length === 0) || (resources.kind === 'domains' && resources.domains.length === 0))
        problems.push({ field: 'resources', problem: 'none' });
    return problems;
};
