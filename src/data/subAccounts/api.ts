import { list, num, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import { scopeToForm, subAccountFromWire, type SubAccount, type SubAccountDraft, type WireSubAccount } from './types';

/**
 * Designed (the backend's notes name no sub-account call), POST form-encoded, `{code, msg, data}` answers; the
 * owner's only (a sub-account is refused them):
 * - app/user/subaccount/list                                                  -> data.list (newest first)
 * - app/user/subaccount/invite {name, account, role, resourceType, groupIds, domains} -> data {subAccount, password}
 * - app/user/subaccount/update {id, name, role, resourceType, groupIds, domains}     -> data {subAccount}
 * - app/user/subaccount/revoke {id}  -> it is gone and its sessions end at once
 * `account` is a mail or a mobile; `password` is its first password, answered once for the owner to pass on.
 */
export const SUB_ACCOUNT_PATHS = {
    list: 'app/user/subaccount/list',
    invite: 'app/user/subaccount/invite',
    update: 'app/user/subaccount/update',
    revoke: 'app/user/subaccount/revoke',
} as const;

/** An invited sub-account with its first password: the only time the password is answered. */
export interface InvitedSubAccount {
    subAccount: SubAccount;
    password: string;
}

const wireSubAccount: RecordSchema<WireSubAccount> = row({
    id: num,
    name: text,
    account: text,
    role: text,
    resourceType: text,
    groupIds: text,
    domains: text,
    createTime: text,
    lastLoginTime: text,
});
const subList = row({ list: list(wireSubAccount) });
const invited = row({ subAccount: wireSubAccount, password: text });
const updated = row({ subAccount: wireSubAccount });

/** The sub-account calls. */
export const subAccountCalls = (http: HttpClient) => ({
    listSubAccounts: async (): Promise<SubAccount[]> =>
        readAnswer(subList, (await http.post(SUB_ACCOUNT_PATHS.list, {}, { encoding: 'form' })).data ?? {}, SUB_ACCOUNT_PATHS.list).list.map(
            subAccountFromWire,
        ),
    inviteSubAccount: async (draft: SubAccountDraft): Promise<InvitedSubAccount> => {
        const form = { name: draft.name.trim(), account: draft.account.trim(), ...scopeToForm(draft.role, draft.resources) };
        const answer = readAnswer(invited, (await http.post(SUB_ACCOUNT_PATHS.invite, form, { encoding: 'form' })).data, SUB_ACCOUNT_PATHS.invite);
        return { subAccount: subAccountFromWire(answer.subAccount), password: answer.password };
    },
    updateSubAccount: async (id: number, draft: SubAccountDraft): Promise<SubAccount> => {
        const form = { id: String(id), name: draft.name.trim(), ...scopeToForm(draft.role, draft.resources) };
        const answer = readAnswer(updated, (await http.post(SUB_ACCOUNT_PATHS.update, form, { encoding: 'form' })).data, SUB_ACCOUNT_PATHS.update);
        return subAccountFromWire(answer.subAccount);
    },
    revokeSubAccount: async (id: number): Promise<void> => {
        await http.post(SUB_ACCOUNT_PATHS.revoke, { id }, { encoding: 'form' });
    },
});

export type SubAccountCalls = ReturnType<typeof subAccountCalls>;
