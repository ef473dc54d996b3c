import dayjs from 'dayjs';
import { parseAllowList, type AllowLineError } from '../../validation/ipAllowList';
import type { TokenDraft } from './types';

/** A token's name: 1 to 30 characters. */
export const TOKEN_NAME_MAX = 30;
/** At most this many allow-list entries. */
export const ALLOW_LIST_MAX = 50;

/** What is wrong with a draft, field by field (the form shows each; the demo answers the first). */
export type DraftProblem =
    | { field: 'name'; problem: 'required' | 'tooLong' }
    | { field: 'permissions'; problem: 'none' }
    | { field: 'resources'; problem: 'none' }
    | { field: 'allowIps'; problem: 'lines'; lines: AllowLineError[] }
    | { field: 'allowIps'; problem: 'tooMany' }
    | { field: 'expiresAt'; problem: 'invalid' | 'past' };

/** The rules of a new token, the same in the form and the demo backend. */
export const draftProblems = (draft: TokenDraft, now: Date): DraftProblem[] => {
    const problems: DraftProblem[] = [];
    const name = draft.name.trim();
    if (!name) problems.push({ field: 'name', problem: 'required' });
    else if (name.length > TOKEN_NAME_MAX) problems.push({ field: 'name', problem: 'tooLong' });
    if (Object.keys(draft.permissions).length === 0) problems.push({ field: 'permissions', problem: 'none' });
    const { resources } = draft;
    if ((resources.kind === 'groups' && resources.groupIds.length === 0) || (resources.kind === 'domains' && resources.domains.length === 0))
        problems.push({ field: 'resources', problem: 'none' });
    const { errors } = parseAllowList(draft.allowIps);
    if (errors.length > 0) problems.push({ field: 'allowIps', problem: 'lines', lines: errors });
    else if (draft.allowIps.filter(line => line.trim()).length > ALLOW_LIST_MAX) problems.push({ field: 'allowIps', problem: 'tooMany' });
    if (draft.expiresAt) {
        const expiry = dayjs(draft.expiresAt);
        if (!expiry.isValid()) problems.push({ field: 'expiresAt', problem: 'invalid' });
        else if (!expiry.isAfter(now)) problems.push({ field: 'expiresAt', problem: 'past' });
    }
    return problems;
};
