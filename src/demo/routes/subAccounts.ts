import type { RequestHandler } from 'msw';
import { resourcesFromWire } from '../../data/apiTokens/types';
import { SUB_NAME_MAX, subDraftProblems, type SubDraftProblem } from '../../data/subAccounts/rules';
import { isSubRole } from '../../data/subAccounts/roles';
import { scopeToForm, type SubAccountDraft, type WireSubAccount } from '../../data/subAccounts/types';
import { findSubAccount } from '../account/subAccounts';
import { nextId } from '../db';
import { int, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoSubAccount } from '../model';
import { now } from '../time';
import { checkOwnResources } from './apiTokens';

/** The sub-account calls of the demo backend (designed: src/data/subAccounts/api.ts); the gate keeps sub-accounts out. */

/** At most this many sub-accounts per account. */
const SUB_ACCOUNTS_MAX = 20;

const PROBLEMS: Record<SubDraftProblem['field'], (problem: SubDraftProblem) => string> = {
    name: problem => (problem.problem === 'tooLong' ? `名称不能超过${SUB_NAME_MAX}个字符` : '名称不能为空'),
    account: problem => (problem.problem === 'required' ? '请输入邮箱或手机号' : '请输入正确的邮箱或手机号'),
    resources: () => '请选择子账号可管理的分组或域名',
};

const draftOf = (input: Input): SubAccountDraft => {
    const role = text(input.role);
    if (!isSubRole(role)) throw new DemoError('角色不正确');
    return {
        name: text(input.name),
        account: text(input.account),
        role,
        resources: resourcesFromWire(text(input.resourceType), text(input.groupIds), text(input.domains)),
    };
};

const checkDraft = (context: AuthedContext, draft: SubAccountDraft, inviting: boolean): void => {
    const [problem] = subDraftProblems(draft, inviting);
    if (problem) throw new DemoError(PROBLEMS[problem.field](problem));
    checkOwnResources(context, draft.resources);
};

/** A sub-account as the calls answer it: never its password. */
const wire = ({ password: _password, ownerId: _ownerId, ...sub }: DemoSubAccount): WireSubAccount => sub;

const ownSubAccount = ({ db, session, input }: AuthedContext): DemoSubAccount => {
    const sub = db.subAccounts.find(row => row.id === int(input.id, 0) && row.ownerId === session.userId);
    if (!sub) throw new DemoError('子账号不存在');
    return sub;
};

/** A first password: 10 letters and digits, easy to read aloud (no 0/O, 1/l). */
const firstPassword = (): string => {
    const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(10)), byte => alphabet[byte % alphabet.length]).join('');
};

export const subAccountRoutes: RequestHandler[][] = [
    route.userPost('app/user/subaccount/list', ({ db, session }) =>
        ok({
            data: {
                list: db.subAccounts
                    .filter(sub => sub.ownerId === session.userId)
                    .sort((x, y) => y.id - x.id)
                    .map(wire),
            },
        }),
    ),
    route.userPost('app/user/subaccount/invite', context => {
        const { db, session, input } = context;
        if (db.subAccounts.filter(sub => sub.ownerId === session.userId).length >= SUB_ACCOUNTS_MAX)
            throw new DemoError(`每个账号最多 ${SUB_ACCOUNTS_MAX} 个子账号`);
        const draft = draftOf(input);
        checkDraft(context, draft, true);
        const account = draft.account.trim();
        const taken =
            findSubAccount(db, account) ||
            db.users.some(user => [user.mail, user.mobile, user.username].some(id => id && id.toLowerCase() === account.toLowerCase()));
        if (taken) throw new DemoError('该邮箱或手机号已是一个账号，请换一个');
        const sub: DemoSubAccount = {
            id: nextId(db.subAccounts),
            ownerId: session.userId,
            name: draft.name.trim(),
            account,
            password: firstPassword(),
            ...scopeToForm(draft.role, draft.resources),
            createTime: now(),
            lastLoginTime: '',
        };
        db.subAccounts.push(sub);
        return ok({ data: { subAccount: wire(sub), password: sub.password } });
    }),
    route.userPost('app/user/subaccount/update', context => {
        const sub = ownSubAccount(context);
        const draft = draftOf(context.input);
        checkDraft(context, draft, false);
        Object.assign(sub, { name: draft.name.trim(), ...scopeToForm(draft.role, draft.resources) });
        return ok({ data: { subAccount: wire(sub) } });
    }),
    route.userPost('app/user/subaccount/revoke', context => {
        const sub = ownSubAccount(context);
        const { db } = context;
        db.subAccounts = db.subAccounts.filter(row => row !== sub);
        // its sessions end at once
        db.sessions = db.sessions.filter(session => session.subAccountId !== sub.id);
        return ok();
    }),
];
