// Two-factor sign-in (docs/account-api.md, "Two-factor sign-in"): the second step of the user and admin sign-ins,
// and each flavour's own second factor (app/user/totp/*, sys/user/totp/*).
import { TWO_FACTOR_CODES } from '../../data/account/totp';
import { beginEnrolment, checkCode, checkRecoveryCode, disable, enable, isTotpOn, regenerateRecoveryCodes, totpInfo, totpOf } from '../account/totp';
import { recordSignIn } from '../account/userLogs';
import { clientOf } from '../account/client';
import { text } from '../fields';
import { DemoError, issueToken, ok, route, type AuthedContext } from '../http';
import type { Audience, DemoDb, DemoTotp } from '../model';
import { FRESH_CODE_FIELD } from '../../data/account/freshCode';

/** How long the password step's challenge stays valid. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** After the password: a code is asked (`code`), or, when administrators must have one, enrolment (`enrol`). */
type ChallengeStep = 'code' | 'enrol';

interface Challenge {
    audience: Audience;
    userId: number;
    step: ChallengeStep;
    expiresAt: number;
}

// kept in memory: a challenge is meant to last minutes, not a reload of the demo
const challenges = new Map<string, Challenge>();

const randomToken = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('');

/** Whether the web config requires every administrator to sign in with a second factor (power.adminTotp). */
export const adminTotpRequired = (db: DemoDb): boolean => {
    const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
    try {
        return Number((JSON.parse(record?.paramValue ?? '{}') as { power?: { adminTotp?: unknown } }).power?.adminTotp) === 1;
    } catch {
        return false;
    }
};

/**
 * The sign-in answer after a right password when a second step is needed: no token, `data {challenge, step,
 * expiresIn}`; undefined when the password is enough.
 */
export const secondStep = (audience: Audience, account: { userId: number; totp?: DemoTotp }, enrolRequired = false) => {
    const step: ChallengeStep | undefined = isTotpOn(account) ? 'code' : enrolRequired ? 'enrol' : undefined;
    if (!step) return undefined;
    const challenge = randomToken();
    challenges.set(challenge, { audience, userId: account.userId, step, expiresAt: Date.now() + CHALLENGE_TTL_MS });
    return ok({ msg: '需要两步验证', data: { challenge, step, expiresIn: CHALLENGE_TTL_MS / 1000 } });
};

const openChallenge = (input: Record<string, unknown>, audience: Audience, step: ChallengeStep): Challenge => {
    const challenge = challenges.get(text(input.challenge));
    if (!challenge || challenge.audience !== audience || challenge.step !== step || challenge.expiresAt <= Date.now()) {
        throw new DemoError('验证已过期，请重新登录', TWO_FACTOR_CODES.expired);
    }
    return challenge;
};

const accountOf = (db: DemoDb, audience: Audience, userId: number) => {
    const account = audience === 'user' ? db.users.find(user => user.userId === userId) : db.admins.find(admin => admin.userId === userId);
    if (!account) throw new DemoError('验证已过期，请重新登录', TWO_FACTOR_CODES.expired);
    return account;
};

/** POST …/login/totp {challenge, code | recoveryCode}: the second step; answers the token as the sign-in does. */
const completeSignIn =
    (audience: Audience) =>
    ({ request, input, db }: { request: Request; input: Record<string, unknown>; db: DemoDb }) => {
        const challenge = openChallenge(input, audience, 'code');
        const account = accountOf(db, audience, challenge.userId);
        const state: DemoTotp = totpOf(account);
        if (text(input.recoveryCode)) checkRecoveryCode(state, input.recoveryCode);
        else checkCode(state, input.code);
        challenges.delete(text(input.challenge));
        if (audience === 'user') recordSignIn(db, account.userId, '两步验证登录成功', new Date());
        return ok({ token: issueToken(db, audience, account.userId, clientOf(request)), username: account.username, expire: 43200 });
    };

/** The signed-in account of either flavour. */
const me = ({ db, session }: AuthedContext) => {
    const account =
        session.audience === 'user' ? db.users.find(user => user.userId === session.userId) : db.admins.find(admin => admin.userId === session.userId);
    if (!account) throw new DemoError('invalid token', 401);
    return account;
};

const accountRoutes = (prefix: string, get: typeof route.userGet, post: typeof route.userPost) => [
    get(`${prefix}/info`, context => ok({ data: totpInfo(me(context)) })),
    post(`${prefix}/begin`, context => {
        const account = me(context);
        return ok({ data: beginEnrolment(account, account.username) });
    }),
    post(`${prefix}/enable`, context => ok({ data: { recoveryCodes: enable(me(context), context.input.code) } })),
    post(`${prefix}/recovery`, context => ok({ data: { recoveryCodes: regenerateRecoveryCodes(me(context), context.input[FRESH_CODE_FIELD]) } })),
    post(`${prefix}/disable`, context => {
        disable(me(context), context.input[FRESH_CODE_FIELD]);
        return ok();
    }),
];

export const twoFactorRoutes = [
    route.post('app/account/login/totp', completeSignIn('user')),
    route.post('sys/login/totp', completeSignIn('admin')),

    // an administrator who must have a second factor and has none sets it up before the first token
    route.post('sys/login/totp/begin', ({ input, db }) => {
        const admin = accountOf(db, 'admin', openChallenge(input, 'admin', 'enrol').userId);
        return ok({ data: beginEnrolment(admin, admin.username) });
    }),
    route.post('sys/login/totp/enable', ({ input, db }) => {
        const admin = accountOf(db, 'admin', openChallenge(input, 'admin', 'enrol').userId);
        const recoveryCodes = enable(admin, input.code);
        challenges.delete(text(input.challenge));
        return ok({ data: { recoveryCodes }, token: issueToken(db, 'admin', admin.userId), username: admin.username });
    }),

    ...accountRoutes('app/user/totp', route.userGet, route.userPost),
    ...accountRoutes('sys/user/totp', route.adminGet, route.adminPost),
];
