// Signing in (src/authProvider: the user, admin and access-token logins, the captcha) and the signed-in user's
// and operator's info (src/data/account, src/data/adminAccount).
import { clientOf } from '../account/client';
import { noteSignIn } from '../account/sessions';
import { recordSignIn } from '../account/userLogs';
import { actingTimeLeft } from '../../data/appUsers/actingSession';
import { HttpResponse } from 'msw';
import { issueCaptcha, renderCaptchaSvg, verifyCaptcha } from '../captcha';
import { text } from '../fields';
import { DemoError, fail, issueToken, ok, route, SESSION_TTL_MS, type RouteContext } from '../http';
import type { DemoUser } from '../model';
import { adminTotpRequired, secondStep } from './twoFactor';
import { ACCOUNT_DISABLED_MSG } from '../admin/accountControl';
import { isUserDisabled } from '../../data/appUsers/rules';
import { findSubAccount, subAccountOf } from '../account/subAccounts';
import { SUB_ACCOUNT_HIDDEN_PATHS } from '../../data/subAccounts/ownerOnly';
import { accountName } from '../dns/access';
import { now } from '../time';

const CAPTCHA_WRONG = '验证码不正确';
const CREDENTIALS_WRONG = '账号或密码错误';

/** GET ...kaptcha.jpg / captcha.jpg?uuid=: a fresh code for the uuid, drawn as SVG. */
const captchaImage = ({ input }: RouteContext) => {
    const uuid = text(input.uuid);
    if (!uuid) return fail('uuid不能为空');
    return new HttpResponse(renderCaptchaSvg(issueCaptcha(uuid)), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
    });
};

/** Users sign in with their mail, mobile or username. */
const findUser = (users: DemoUser[], account: string) =>
    account ? users.find(user => [user.mail, user.mobile, user.username].some(id => id && id.toLowerCase() === account.toLowerCase())) : undefined;

// the user record without its password, plus the menu paths hidden for this user (SPEC section 3)
/** The user as userinfo answers it: no secrets (passwords, API key), the real-name record only as the SPEC fields. */
const publicUser = ({
    password: _password,
    payPassword: _payPassword,
    apiKey: _apiKey,
    apiKeyTime: _apiKeyTime,
    realname: _realname,
    totp: _totp,
    disabledReason: _disabledReason,
    endedTokens: _endedTokens,
    wechatOpenId,
    ...user
}: DemoUser) => ({
    ...user,
    password: '',
    unvalidModel: [...user.unvalidModel],
    // designed: whether a messaging-app account is bound (the account page's "bind by QR")
    wechatBound: wechatOpenId !== '',
});

export const authRoutes = [
    route.get('app/account/kaptcha.jpg', captchaImage),
    route.get('captcha.jpg', captchaImage),

    route.post('app/account/login', ({ request, input, db }) => {
        const client = clientOf(request);
        const user = findUser(db.users, text(input.account));
        const sub = user ? undefined : findSubAccount(db, text(input.account));
        // the captcha is checked (and used up) before the credentials, as the backend does; each attempt is noted
        if (!verifyCaptcha(text(input.uuid), text(input.code))) {
            noteSignIn(db, user, client, 'badCaptcha');
            throw new DemoError(CAPTCHA_WRONG);
        }
        // a sub-account signs in to its owner's data, within its role and scope (its session says which)
        if (sub && sub.password === String(input.password ?? '')) {
            sub.lastLoginTime = now();
            return ok({
                token: issueToken(db, 'user', sub.ownerId, client, { expiresAt: Date.now() + SESSION_TTL_MS, subAccountId: sub.id }),
                username: sub.name,
                expire: 43200,
            });
        }
        if (!user || user.password !== String(input.password ?? '')) {
            noteSignIn(db, user, client, 'badPassword');
            throw new DemoError(CREDENTIALS_WRONG);
        }
        if (isUserDisabled(user)) {
            noteSignIn(db, user, client, 'disabled');
            throw new DemoError(ACCOUNT_DISABLED_MSG);
        }
        noteSignIn(db, user, client, 'success');
        const challenge = secondStep('user', user);
        if (challenge) return challenge;
        recordSignIn(db, user.userId, '账号密码登录成功', new Date());
        return ok({ token: issueToken(db, 'user', user.userId, client), username: user.username, expire: 43200 });
    }),

    route.post('sys/login', ({ input, db }) => {
        if (!verifyCaptcha(text(input.uuid), text(input.captcha))) throw new DemoError(CAPTCHA_WRONG);
        const admin = db.admins.find(candidate => candidate.username === text(input.username));
        if (!admin || admin.password !== String(input.password ?? '')) throw new DemoError(CREDENTIALS_WRONG);
        const challenge = secondStep('admin', admin, adminTotpRequired(db));
        if (challenge) return challenge;
        return ok({ token: issueToken(db, 'admin', admin.userId), expire: 43200 });
    }),

    route.get('app/account/access/login', ({ input, db }) => {
        const grant = db.accessTokens.find(candidate => candidate.accessToken === text(input.access_token));
        const user = grant && db.users.find(candidate => candidate.userId === grant.userId);
        if (!user) throw new DemoError('无效的access_token');
        if (isUserDisabled(user)) throw new DemoError(ACCOUNT_DISABLED_MSG);
        return ok({ token: issueToken(db, 'user', user.userId), username: user.username });
    }),

    // designed: who an admin token belongs to (the admin console asks before taking a token from a link)
    route.adminGet('sys/user/info', ({ db, session }) => {
        const admin = db.admins.find(candidate => candidate.userId === session.userId);
        if (!admin) throw new DemoError('invalid token', 401);
        return ok({ user: { userId: admin.userId, username: admin.username } });
    }),

    route.userGet('app/account/userinfo', ({ db, session }) => {
        const user = db.users.find(candidate => candidate.userId === session.userId);
        if (!user) throw new DemoError('invalid token', 401);
        const sub = subAccountOf(db, session);
        // designed: a session an administrator opened as the user says who acts and for how many seconds more
        const acting = session.acting && { admin: session.acting.admin, expiresIn: Math.ceil(actingTimeLeft(session.expiresAt, Date.now()) / 1000) };
        if (!sub) return ok({ user: { ...publicUser(user), ...(acting ? { acting } : {}) } });
        // designed: a sub-account is told it is one (its role, its owner), sees its own name and contact, not the
        // owner's money or security, and finds the owner's areas hidden (data/subAccounts/ownerOnly)
        // the account's bound mobile (the console's bind-mobile gate asks about the account), masked
        const ownerMobile = (user.mobile ?? '').replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');
        const contact = sub.account.includes('@') ? { mail: sub.account, mobile: ownerMobile } : { mail: '', mobile: sub.account };
        return ok({
            user: {
                userId: user.userId,
                username: sub.name,
                ...contact,
                createTime: sub.createTime,
                realnameStatus: user.realnameStatus,
                unvalidModel: [...SUB_ACCOUNT_HIDDEN_PATHS],
                subAccount: { id: sub.id, role: sub.role, owner: accountName(user) },
            },
        });
    }),

    // designed: the administrator acting as the user returns to the admin console: the session ends now
    route.userPost('app/account/acting/end', ({ db, session }) => {
        if (!session.acting) throw new DemoError('当前不是管理员代为登录的会话');
        db.sessions = db.sessions.filter(row => row.token !== session.token);
        return ok();
    }),
];
