import type { RequestHandler } from 'msw';
import { passwordProblem } from '../../validation/password';
import { isEmail, isMobile } from '../../validation/contact';
import { isPayPassword } from '../../data/account/payPassword';
import { checkCode, issueCode } from '../account/codes';
import { requireFreshCode } from '../account/totp';
import { text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { FRESH_CODE_FIELD } from '../../data/account/freshCode';

/**
 * The account page's calls (src/data/account/api.ts: the paths SPEC names, bodies and answers designed):
 * binding the mobile and the email with a code, the messaging app by QR, the login and payment passwords.
 * Every rule the form checks is checked here too, with the same validators.
 */

type ContactType = 'mobile' | 'mail';

const CONTACT: Record<ContactType, { valid: (text: string) => boolean; invalid: string; taken: string; same: string; none: string; purpose: string }> = {
    mobile: {
        valid: isMobile,
        invalid: '手机号格式错误',
        taken: '该手机号已被绑定',
        same: '该手机号已是当前绑定的手机号',
        none: '尚未绑定手机号',
        purpose: 'bindMobile',
    },
    mail: {
        valid: isEmail,
        invalid: '邮箱地址格式错误',
        taken: '该邮箱已被绑定',
        same: '该邮箱已是当前绑定的邮箱',
        none: '尚未绑定邮箱',
        purpose: 'bindEmail',
    },
};

const PAY_PASSWORD_PURPOSE = 'payPassword';

/** The messaging app "scans" the QR this long after it was issued (demo); the QR is valid 2 minutes. */
export const WECHAT_SCAN_MS = 6_000;
export const WECHAT_QR_TTL_MS = 120_000;

const PASSWORD_MSG: Record<string, string> = {
    'validation.passwordChinese': '密码不能包含中文',
    'validation.passwordLength': '密码长度为4-30个字符',
};

/** A password as typed: not trimmed (a space is one of its characters). */
const secret = (value: unknown): string => (typeof value === 'string' ? value : text(value));

const me = (db: DemoDb, userId: number): DemoUser => {
    const user = db.users.find(candidate => candidate.userId === userId);
    if (!user) throw new DemoError('invalid token', 401);
    return user;
};

const contactType = (value: unknown): ContactType => {
    const type = text(value);
    if (type !== 'mobile' && type !== 'mail') throw new DemoError('绑定类型错误');
    return type;
};

const same = (type: ContactType, a: string, b: string) => (type === 'mail' ? a.toLowerCase() === b.toLowerCase() : a === b);

/** The new contact, checked: its format, not the one bound now, not another account's (mobile, mail or name). */
const newContact = (db: DemoDb, user: DemoUser, type: ContactType, value: unknown): string => {
    const target = text(value).trim();
    const rule = CONTACT[type];
    if (!target || !rule.valid(target)) throw new DemoError(rule.invalid);
    if (same(type, user[type], target)) throw new DemoError(rule.same);
    const taken = db.users.some(
        other => other.userId !== user.userId && [other.mobile, other.mail, other.username].some(bound => bound !== '' && same(type, bound, target)),
    );
    if (taken) throw new DemoError(rule.taken);
    return target;
};

const newPayPassword = (value: unknown): string => {
    const payPassword = secret(value);
    if (!payPassword) throw new DemoError('请输入支付密码');
    if (!isPayPassword(payPassword)) throw new DemoError('支付密码须为6位数字');
    return payPassword;
};

/** A ticket says whose QR it is and when it was issued: the demo needs no table for it. */
const ticketOf = (userId: number, issuedAt: number) => `wx-${userId}-${issuedAt}-${Math.random().toString(36).slice(2, 8)}`;

const readTicket = (ticket: string): { userId: number; issuedAt: number } | undefined => {
    const match = /^wx-(\d+)-(\d+)-[a-z0-9]+$/.exec(ticket);
    return match ? { userId: Number(match[1]), issuedAt: Number(match[2]) } : undefined;
};

export const accountRoutes: RequestHandler[][] = [
    route.userGet('app/account/bind/sendcode', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const type = contactType(input.type);
        const target = newContact(db, user, type, input.target);
        const { code } = issueCode(db, CONTACT[type].purpose, target);
        return ok({ data: { demoCode: code } });
    }),

    route.userPost('app/account/bind', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const type = contactType(input.type);
        const target = newContact(db, user, type, input.target);
        if (!text(input.code).trim()) throw new DemoError('请输入验证码');
        checkCode(db, CONTACT[type].purpose, target, input.code);
        user[type] = target;
        return ok();
    }),

    route.userGet('app/account/bind/wechat/qrcode_v2', ({ db, session }) => {
        const user = me(db, session.userId);
        if (user.wechatOpenId) throw new DemoError('已绑定微信，请先解绑');
        const ticket = ticketOf(user.userId, Date.now());
        return ok({ data: { qrUrl: `https://open.weixin.qq.com/connect/qrconnect?demo=1&ticket=${ticket}`, ticket, expiresIn: WECHAT_QR_TTL_MS / 1000 } });
    }),

    route.userGet('app/account/bind/wechat/status', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const ticket = readTicket(text(input.ticket));
        if (!ticket || ticket.userId !== user.userId) throw new DemoError('二维码无效，请刷新');
        const age = Date.now() - ticket.issuedAt;
        if (user.wechatOpenId) return ok({ data: { status: 'bound' } });
        if (age >= WECHAT_QR_TTL_MS) return ok({ data: { status: 'expired' } });
        if (age < WECHAT_SCAN_MS) return ok({ data: { status: 'waiting' } });
        // the person scanned and confirmed in the messaging app
        user.wechatOpenId = `demo-openid-${user.userId}-${ticket.issuedAt}`;
        return ok({ data: { status: 'bound' } });
    }),

    route.userPost('app/account/unbind/wechat', ({ db, session }) => {
        const user = me(db, session.userId);
        if (!user.wechatOpenId) throw new DemoError('尚未绑定微信');
        user.wechatOpenId = '';
        return ok();
    }),

    route.userPost('app/account/changepwd', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const password = secret(input.password);
        const newPassword = secret(input.newPassword);
        if (!password) throw new DemoError('请输入原密码');
        if (!newPassword) throw new DemoError('请输入新密码');
        const problem = passwordProblem(newPassword);
        if (problem) throw new DemoError(PASSWORD_MSG[problem] ?? '密码格式错误');
        if (password !== user.password) throw new DemoError('原密码不正确');
        if (newPassword === user.password) throw new DemoError('新密码不能与原密码相同');
        user.password = newPassword;
        return ok();
    }),

    route.userGet('app/account/paypwd/status', ({ db, session }) => ok({ data: { set: me(db, session.userId).payPassword !== '' } })),

    route.userPost('app/account/paypwd/set', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const payPassword = newPayPassword(input.payPassword);
        if (user.payPassword) {
            const old = secret(input.oldPayPassword);
            if (!old) throw new DemoError('已设置支付密码，请输入原支付密码');
            if (old !== user.payPassword) throw new DemoError('原支付密码不正确');
            requireFreshCode(user, input[FRESH_CODE_FIELD]);
        }
        user.payPassword = payPassword;
        return ok();
    }),

    route.userGet('app/account/paypwd/sendcode', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const type = contactType(input.type);
        if (!user[type]) throw new DemoError(CONTACT[type].none);
        const { code } = issueCode(db, PAY_PASSWORD_PURPOSE, user[type]);
        return ok({ data: { demoCode: code } });
    }),

    route.userPost('app/account/paypwd/reset', ({ db, session, input }) => {
        const user = me(db, session.userId);
        const type = contactType(input.type);
        if (!user[type]) throw new DemoError(CONTACT[type].none);
        if (!text(input.code).trim()) throw new DemoError('请输入验证码');
        const payPassword = newPayPassword(input.payPassword);
        checkCode(db, PAY_PASSWORD_PURPOSE, user[type], input.code);
        user.payPassword = payPassword;
        return ok();
    }),
];
