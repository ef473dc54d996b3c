import { newUser } from '../newUser';
import { isEmail, isMobile } from '../../validation/contact';
import { passwordProblem } from '../../validation/password';
import { checkCode, issueCode } from '../account/codes';
import { verifyCaptcha } from '../captcha';
import { text, type Input } from '../fields';
import { DemoError, issueToken, ok, route } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { DEFAULT_WEB_CONFIG } from '../seed';
import { now } from '../time';

/**
 * The open account calls (sign-up and recovery, see src/data/registration/api.ts): the same checks as the
 * forms, server side, with the backend's Chinese messages. Codes sent by mail or SMS share one purpose: any of
 * them proves the person holds that mail box or mobile.
 */
/** The purpose of the account codes (registration, binding, a forgotten password; an administrator's reset link too). */
export const ACCOUNT_CODE_PURPOSE = 'account';
const PURPOSE = ACCOUNT_CODE_PURPOSE;

const MSG = {
    accountFormat: '注册账号需为邮箱或者手机号',
    taken: '您已注册过',
    closed: '系统已关闭注册',
    mail: '邮箱地址格式错误',
    mobile: '手机号格式错误',
    captcha: '验证码不正确',
    codeRequired: '请输入验证码',
    noAccount: '该账号不存在',
    passwordLength: '密码长度为4~30个字符',
    passwordChinese: '密码不能包含中文',
    openidRequired: '缺少微信授权信息，请重新扫码登录',
    openidBound: '该微信已绑定其他账号',
    accountBound: '该账号已绑定其他微信',
} as const;

const same = (a: string, b: string) => a !== '' && a.toLowerCase() === b.toLowerCase();

const findUser = (db: DemoDb, account: string): DemoUser | undefined =>
    db.users.find(user => [user.mail, user.mobile, user.username].some(id => same(id, account)));

/** The account of a body: `mail` or `mobile`, or (bind) `account`, which must be one of them. */
const accountOf = (input: Input, member?: 'account'): { kind: 'mail' | 'mobile'; value: string } => {
    if (member) {
        const value = text(input.account);
        if (isEmail(value)) return { kind: 'mail', value };
        if (isMobile(value)) return { kind: 'mobile', value };
        throw new DemoError(MSG.accountFormat);
    }
    const mail = text(input.mail);
    const mobile = text(input.mobile);
    if (mail && isEmail(mail)) return { kind: 'mail', value: mail };
    if (mobile && isMobile(mobile)) return { kind: 'mobile', value: mobile };
    throw new DemoError(MSG.accountFormat);
};

/** The password as typed (not trimmed), under the rules of the forms. */
const passwordOf = (input: Input): string => {
    const password = typeof input.password === 'string' ? input.password : '';
    const problem = passwordProblem(password);
    if (problem === 'validation.passwordChinese') throw new DemoError(MSG.passwordChinese);
    if (problem) throw new DemoError(MSG.passwordLength);
    return password;
};

const codeOf = (input: Input): string => {
    const code = text(input.code);
    if (!code) throw new DemoError(MSG.codeRequired);
    return code;
};

const registerClosed = (db: DemoDb): boolean => {
    const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
    try {
        const value = JSON.parse(record?.paramValue ?? '{}') as { power?: { register?: unknown } };
        return Number(value.power?.register) === 1;
    } catch {
        return false;
    }
};

const agreement = (db: DemoDb): string => {
    const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
    try {
        const value = JSON.parse(record?.paramValue ?? '{}') as { agreement?: unknown };
        return typeof value.agreement === 'string' ? value.agreement : (DEFAULT_WEB_CONFIG.agreement ?? '');
    } catch {
        return DEFAULT_WEB_CONFIG.agreement ?? '';
    }
};

/** A new account, with the fields of a user who has set nothing up yet. */
const createUser = (db: DemoDb, account: { kind: 'mail' | 'mobile'; value: string }, password: string, wechatOpenId = ''): DemoUser => {
    const user = newUser({
        userId: db.users.reduce((max, candidate) => Math.max(max, candidate.userId), 0) + 1,
        username: account.value,
        mail: account.kind === 'mail' ? account.value : '',
        mobile: account.kind === 'mobile' ? account.value : '',
        password,
        createTime: now(),
        wechatOpenId,
    });
    db.users.push(user);
    return user;
};

export const registrationRoutes = [
    route.get('app/account/user/check', ({ db, input }) => {
        const user = text(input.user);
        if (!isEmail(user) && !isMobile(user)) throw new DemoError(MSG.accountFormat);
        if (findUser(db, user)) throw new DemoError(MSG.taken);
        return ok();
    }),

    route.get('app/account/sendmail/code', ({ db, input }) => {
        const mail = text(input.mail);
        if (!isEmail(mail)) throw new DemoError(MSG.mail);
        return ok({ data: { demoCode: issueCode(db, PURPOSE, mail).code } });
    }),

    route.get('app/account/sendsms/code', ({ db, input }) => {
        const mobile = text(input.mobile);
        if (!isMobile(mobile)) throw new DemoError(MSG.mobile);
        // the image captcha first, as the login checks it (any attempt uses it up)
        if (!verifyCaptcha(text(input.uuid), text(input.captcha_code))) throw new DemoError(MSG.captcha);
        return ok({ data: { demoCode: issueCode(db, PURPOSE, mobile).code } });
    }),

    route.get('app/common/web/agent', ({ db }) => ok({ data: { agreement: agreement(db) } })),

    route.post('app/account/regist', ({ db, input }) => {
        if (registerClosed(db)) throw new DemoError(MSG.closed);
        const account = accountOf(input);
        const password = passwordOf(input);
        const code = codeOf(input);
        if (findUser(db, account.value)) throw new DemoError(MSG.taken);
        checkCode(db, PURPOSE, account.value, code);
        const user = createUser(db, account, password);
        return ok({ msg: '恭喜您已注册成功', token: issueToken(db, 'user', user.userId) });
    }),

    route.post('app/account/forget/password', ({ db, input }) => {
        const account = accountOf(input);
        const password = passwordOf(input);
        const code = codeOf(input);
        const user = findUser(db, account.value);
        if (!user) throw new DemoError(MSG.noAccount);
        checkCode(db, PURPOSE, account.value, code);
        user.password = password;
        return ok();
    }),

    // designed: the messaging-app sign-in without an account binds one (or registers it) and signs in
    route.post('app/account/bind/openid', ({ db, input }) => {
        const openid = text(input.openid);
        if (!openid) throw new DemoError(MSG.openidRequired);
        const account = accountOf(input, 'account');
        const code = codeOf(input);
        if (db.users.some(user => user.wechatOpenId === openid)) throw new DemoError(MSG.openidBound);
        const existing = findUser(db, account.value);
        // a password means "register a new account": an existing one is bound without it
        const registering = input.password !== undefined && input.password !== '';
        if (existing && registering) throw new DemoError(MSG.taken);
        if (!existing && !registering) throw new DemoError(MSG.noAccount);
        if (existing?.wechatOpenId) throw new DemoError(MSG.accountBound);
        const password = existing ? '' : passwordOf(input);
        checkCode(db, PURPOSE, account.value, code);
        const user = existing ?? createUser(db, account, password);
        user.wechatOpenId = openid;
        return ok({ token: issueToken(db, 'user', user.userId) });
    }),
];
