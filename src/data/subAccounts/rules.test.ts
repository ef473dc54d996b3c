import { describe, expect, it } from 'vitest';
import { accountKind, subDraftProblems, type SubDraftProblem } from './rules';
import type { SubAccountDraft } from './types';

const draft = (over: Partial<SubAccountDraft> = {}): SubAccountDraft => ({
    name: '小王',
    account: 'ops@example.com',
    role: 'viewer',
    resources: { kind: 'all' },
    ...over,
});

describe('subDraftProblems', () => {
    it.each<[string, Partial<SubAccountDraft>, boolean, SubDraftProblem[]]>([
        ['a good invitation', {}, true, []],
        ['a mobile', { account: '13800138000' }, true, []],
        ['no name', { name: '  ' }, true, [{ field: 'name', problem: 'required' }]],
        ['a long name', { name: 'x'.repeat(31) }, true, [{ field: 'name', problem: 'tooLong' }]],
        ['no account', { account: '' }, true, [{ field: 'account', problem: 'required' }]],
        ['neither mail nor mobile', { account: 'ops' }, true, [{ field: 'account', problem: 'invalid' }]],
        ['the account is not checked on a change', { account: '' }, false, []],
        ['no group chosen', { resources: { kind: 'groups', groupIds: [] } }, true, [{ field: 'resources', problem: 'none' }]],
        ['no domain chosen', { resources: { kind: 'domains', domains: [] } }, false, [{ field: 'resources', problem: 'none' }]],
    ])('%s', (_, over, inviting, problems) => expect(subDraftProblems(draft(over), inviting)).toEqual(problems));

    it.each([
        ['ops@example.com', 'mail'],
        ['13800138000', 'mobile'],
        ['ops', undefined],
    ])('accountKind(%s) is %s', (account, kind) => expect(accountKind(account)).toBe(kind));
});
