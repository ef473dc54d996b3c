import type { RequestHandler } from 'msw';
import { ALLOW_LIST_MAX, draftProblems, TOKEN_NAME_MAX, type DraftProblem } from '../../data/apiTokens/rules';
import { permissionsFromText, type TokenResources } from '../../data/apiTokens/scopes';
import { resourcesFromWire, type TokenDraft, type WireToken } from '../../data/apiTokens/types';
import { newTokenSecret, secretPrefix } from '../account/apiTokens';
import { nextId } from '../db';
import { int, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoApiToken } from '../model';
import { now } from '../time';
import { FRESH_CODE_FIELD } from '../../data/account/freshCode';
import { requireFreshCode } from '../account/totp';

/** The scoped API token calls of the demo backend (designed: src/data/apiTokens/api.ts). */

/** At most this many tokens per account. */
const TOKENS_MAX = 20;

const PROBLEMS: Record<DraftProblem['field'], (problem: DraftProblem) => string> = {
    name: problem => (problem.problem === 'tooLong' ? `令牌名称不能超过${TOKEN_NAME_MAX}个字符` : '令牌名称不能为空'),
    permissions: () => '请至少选择一项权限',
    resources: () => '请选择令牌可访问的分组或域名',
    allowIps: problem =>
        problem.field === 'allowIps' && problem.problem === 'lines'
            ? `IP 白名单第 ${problem.lines.map(line => line.line).join('、')} 行格式错误`
            : `IP 白名单最多 ${ALLOW_LIST_MAX} 条`,
    expiresAt: problem => (problem.problem === 'past' ? '过期时间须晚于当前时间' : '过期时间格式错误'),
};

const draftOf = (input: Input): TokenDraft => ({
    name: text(input.name),
    permissions: permissionsFromText(text(input.scopes)),
    resources: resourcesFromWire(text(input.resourceType), text(input.groupIds), text(input.domains)),
    allowIps: text(input.allowIps)
        .split(',')
        .map(line => line.trim())
        .filter(Boolean),
    expiresAt: text(input.expireTime),
});

/** The draft's rules (the form's), then what only the server knows: the groups and domains are the caller's own. */
const checkDraft = (context: AuthedContext, draft: TokenDraft): void => {
    const [problem] = draftProblems(draft, new Date());
    if (problem) throw new DemoError(PROBLEMS[problem.field](problem));
    checkOwnResources(context, draft.resources);
};

/** Chosen groups and domains (a token's, a sub-account's) are the caller's own. */
export const checkOwnResources = ({ db, session }: Pick<AuthedContext, 'db' | 'session'>, resources: TokenResources): void => {
    if (resources.kind === 'groups') {
        const missing = resources.groupIds.find(id => !db.domainGroups.some(group => group.id === id && group.userId === session.userId));
        if (missing !== undefined) throw new DemoError('分组不存在');
    }
    if (resources.kind === 'domains') {
        const missing = resources.domains.find(name => !db.domains.some(domain => domain.userId === session.userId && domain.domain === name.toLowerCase()));
        if (missing !== undefined) throw new DemoError(`域名不存在：${missing}`);
    }
};

/** A token as the calls answer it: never its secret. */
const wire = ({ secret: _secret, userId: _userId, ...token }: DemoApiToken): WireToken => token;

const issued = (token: DemoApiToken) => ok({ data: { token: wire(token), secret: token.secret } });

const ownToken = ({ db, session, input }: AuthedContext): DemoApiToken => {
    const token = db.apiTokens.find(row => row.id === int(input.id, 0) && row.userId === session.userId);
    if (!token) throw new DemoError('令牌不存在');
    return token;
};

export const apiTokenRoutes: RequestHandler[][] = [
    route.userPost('app/user/token/list', ({ db, session }) =>
        ok({
            data: {
                list: db.apiTokens
                    .filter(token => token.userId === session.userId)
                    .sort((x, y) => y.id - x.id)
                    .map(wire),
            },
        }),
    ),
    route.userPost('app/user/token/create', context => {
        const { db, session, input } = context;
        if (db.apiTokens.filter(token => token.userId === session.userId).length >= TOKENS_MAX) throw new DemoError(`每个账号最多 ${TOKENS_MAX} 个令牌`);
        const draft = draftOf(input);
        checkDraft(context, draft);
        // a new key to the account: sensitive, like turning the second factor off
        requireFreshCode(db.users.find(user => user.userId === session.userId) ?? {}, input[FRESH_CODE_FIELD]);
        const secret = newTokenSecret();
        const token: DemoApiToken = {
            id: nextId(db.apiTokens),
            userId: session.userId,
            secret,
            prefix: secretPrefix(secret),
            name: draft.name.trim(),
            scopes: text(input.scopes),
            resourceType: draft.resources.kind,
            groupIds: draft.resources.kind === 'groups' ? draft.resources.groupIds.join(',') : '',
            domains: draft.resources.kind === 'domains' ? draft.resources.domains.map(name => name.toLowerCase()).join(',') : '',
            allowIps: draft.allowIps.join(','),
            expireTime: draft.expiresAt,
            createTime: now(),
            lastUsedTime: '',
            lastUsedIp: '',
        };
        db.apiTokens.push(token);
        return issued(token);
    }),
    // a new secret at once: the old one stops working, every other setting stays
    route.userPost('app/user/token/roll', context => {
        const token = ownToken(context);
        token.secret = newTokenSecret();
        token.prefix = secretPrefix(token.secret);
        return issued(token);
    }),
    route.userPost('app/user/token/revoke', context => {
        const token = ownToken(context);
        context.db.apiTokens = context.db.apiTokens.filter(row => row !== token);
        return ok();
    }),
];
