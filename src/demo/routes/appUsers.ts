import { actingEndsAt, actingMinutesOf, type ActingSessionSettings } from '../../data/appUsers/actingSession';
import { clientOf } from '../account/client';
import { recordActingSignIn } from '../account/userLogs';
import { rechargeCentsOf } from '../commerce/rechargeAmount';
import { nextId } from '../db';
import { int, optionalInt, text, type Input } from '../fields';
import { DemoError, issueToken, ok, route } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { paginate } from '../paging';
import { now } from '../time';
import { ACCOUNT_DISABLED_MSG, disableAccount, enableAccount, refuse } from '../admin/accountControl';
import { issueCode } from '../account/codes';
import { ACCOUNT_CODE_PURPOSE } from './registration';
import {
    deductProblem,
    hiddenMenusProblem,
    isUserDisabled,
    noteProblem,
    normaliseHiddenMenus,
    reasonProblem,
    resetChannel,
    RESET_LINK_HOURS,
} from '../../data/appUsers/rules';
import { USER_STATUS } from '../../data/appUsers/rules';
import { centsToYuan } from '../../format/money';
import { formatDateTime } from '../time';

/**
 * Account management (admin): the user list (known), a user's detail (designed), "sign in as this user"
 * (known: GET sys/app_user/back/login ?userId= -> token) and manual recharges (designed).
 */

/** A user as the admin sees it: everything but the password and the ended sessions' tokens. */
const publicUser = ({ password: _password, endedTokens: _endedTokens, ...user }: DemoUser) => ({
    ...user,
    status: user.status ?? USER_STATUS.active,
    id: user.userId,
});

/** The operator's name for the balance history. */
const operatorOf = (db: DemoDb, adminId: number): string => db.admins.find(admin => admin.userId === adminId)?.username ?? 'admin';

/** The user's rows of a table, newest first, one page. */
const userPage = <T extends { userId: number; id?: number }>(rows: T[], input: Input, sidx: string) =>
    ok({
        page: paginate(
            rows.filter(row => row.userId === int(input.userId, NaN)),
            input,
            { sidx, order: 'desc', limit: 10 },
        ),
    });

/** The stored web config (WEB_CONFIG_KEY): its acting-session setting. */
const webConfigOf = (db: DemoDb): { actingSession?: ActingSessionSettings } => {
    try {
        return JSON.parse(db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY')?.paramValue ?? '{}') as { actingSession?: ActingSessionSettings };
    } catch {
        return {};
    }
};

const userOf = (db: DemoDb, id: unknown): DemoUser => {
    const user = db.users.find(row => row.userId === int(id, NaN));
    if (!user) throw new DemoError('用户不存在');
    return user;
};

export const appUserRoutes = [
    route.adminPost('sys/app_user/list', ({ db, input }) => {
        const search = text(input.username).toLowerCase();
        const rows = search ? db.users.filter(user => [user.username, user.mail, user.mobile].some(field => field.toLowerCase().includes(search))) : db.users;
        const page = paginate(rows.map(publicUser), input, { sidx: 'userId', order: 'desc', limit: 10 });
        return ok({ page });
    }),

    // designed: the detail page's one read
    route.adminGet('sys/app_user/info/:userId', ({ db, params }) => {
        const user = userOf(db, params.userId);
        const recharges = db.recharges.filter(row => row.userId === user.userId).sort((a, b) => b.id - a.id);
        return ok({
            data: {
                ...publicUser(user),
                domainCount: db.domains.filter(domain => domain.userId === user.userId).length,
                recentRecharges: recharges.slice(0, 5),
            },
        });
    }),

    // known: the admin opens the user console as this user, for the web config's acting time (designed), and the
    // user's log says so
    route.adminGet('sys/app_user/back/login', ({ db, input, session, request }) => {
        const user = userOf(db, input.userId);
        if (isUserDisabled(user)) throw new DemoError(ACCOUNT_DISABLED_MSG);
        const admin = db.admins.find(row => row.userId === session.userId)?.username ?? 'admin';
        const minutes = actingMinutesOf(webConfigOf(db).actingSession);
        const client = clientOf(request);
        const acting = { adminId: session.userId, admin };
        const token = issueToken(db, 'user', user.userId, client, { expiresAt: actingEndsAt(Date.now(), minutes), acting });
        recordActingSignIn(db, user.userId, admin, minutes, client.ip);
        return ok({ token });
    }),

    // designed: manual recharge, amount in cents
    route.adminPost('sys/app_user/recharge', ({ db, input, session }) => {
        if (optionalInt(input.userId) === undefined) throw new DemoError('请选择用户');
        const user = userOf(db, input.userId);
        const amount = rechargeCentsOf(input.amount);
        const reason = text(input.reason);
        if (!reason) throw new DemoError('请填写充值原因');
        if (reason.length > 200) throw new DemoError('充值原因不能超过200个字');
        user.propertyBalance += amount;
        const operator = operatorOf(db, session.userId);
        const recharge = {
            id: nextId(db.recharges),
            userId: user.userId,
            username: user.username,
            amount,
            balanceAfter: user.propertyBalance,
            reason,
            operator,
            createTime: now(),
        };
        db.recharges.push(recharge);
        return ok({ data: recharge });
    }),

    // designed: recharge history, newest first, optionally one user's
    route.adminPost('sys/app_user/recharge/list', ({ db, input }) => {
        const userId = optionalInt(input.userId);
        const rows = userId === undefined ? db.recharges : db.recharges.filter(row => row.userId === userId);
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'desc', limit: 10 }) });
    }),

    // designed: disable an account (its sessions end at once) and enable it again
    route.adminPost('sys/app_user/disable', ({ db, input }) => {
        const user = userOf(db, input.userId);
        const reason = text(input.reason);
        const problem = reasonProblem(reason);
        if (problem) refuse(problem);
        return ok({ data: { status: USER_STATUS.disabled, sessionsEnded: disableAccount(db, user, reason) } });
    }),
    route.adminPost('sys/app_user/enable', ({ db, input }) => {
        enableAccount(userOf(db, input.userId));
        return ok({ data: { status: USER_STATUS.active } });
    }),

    // designed: a reset link to the account's mail (else mobile); in the demo it also arrives as a station letter
    route.adminPost('sys/app_user/password/reset', ({ db, input }) => {
        const user = userOf(db, input.userId);
        const sent = resetChannel(user);
        if (!sent) return refuse('noResetTarget');
        const code = issueCode(db, ACCOUNT_CODE_PURPOSE, sent.target);
        code.expiresAt = code.sentAt + RESET_LINK_HOURS * 3_600_000;
        const expireTime = formatDateTime(new Date(code.expiresAt));
        const link = `/reset-password?account=${encodeURIComponent(sent.target)}&code=${code.code}`;
        db.messages.push({
            id: nextId(db.messages),
            userId: user.userId,
            title: '密码重置',
            content: `<p>管理员为您的账号发起了密码重置。请在 ${expireTime} 前打开 <a href="${link}">此链接</a> 设置新密码。</p><p>设置新密码前，原密码仍然可用；如非您本人要求，请联系客服。</p>`,
            type: 1,
            readStatus: 0,
            status: 1,
            createtime: now(),
        });
        return ok({ data: { ...sent, expireTime } });
    }),

    // designed: the admin's note and the user's hidden menus
    route.adminPost('sys/app_user/update', ({ db, input }) => {
        const user = userOf(db, input.userId);
        const note = text(input.note);
        const noteRefusal = noteProblem(note);
        if (noteRefusal) refuse(noteRefusal);
        const paths = Array.isArray(input.unvalidModel) ? input.unvalidModel.map(path => text(path)) : [];
        const menuRefusal = hiddenMenusProblem(paths);
        if (menuRefusal) refuse(menuRefusal);
        user.note = note;
        user.unvalidModel = normaliseHiddenMenus(paths);
        return ok({ data: publicUser(user) });
    }),

    // designed: take money off the balance, never below zero; recorded with the recharges, amount negative
    route.adminPost('sys/app_user/deduct', ({ db, input, session }) => {
        const user = userOf(db, input.userId);
        // integer cents on the wire, checked as the console checks the yuan typed
        const cents = int(input.amount, NaN);
        const problem = deductProblem(Number.isInteger(cents) ? centsToYuan(cents) : '', user.propertyBalance);
        if (problem) refuse(problem);
        const reason = text(input.reason);
        const reasonRefusal = reasonProblem(reason);
        if (reasonRefusal) refuse(reasonRefusal);
        user.propertyBalance -= cents;
        const deduction = {
            id: nextId(db.recharges),
            userId: user.userId,
            username: user.username,
            amount: -cents,
            balanceAfter: user.propertyBalance,
            reason,
            operator: operatorOf(db, session.userId),
            createTime: now(),
        };
        db.recharges.push(deduction);
        return ok({ data: deduction });
    }),

    // designed: the user's domains, orders and sign-ins on their page
    route.adminPost('sys/app_user/domain/list', ({ db, input }) =>
        userPage(
            db.domains.map(({ id, userId, domain, status, recordCount, createTime }) => ({ id, userId, domain, status, recordCount, createTime })),
            input,
            'id',
        ),
    ),
    route.adminPost('sys/app_user/order/list', ({ db, input }) =>
        userPage(
            db.orders.map(({ orderId, userId, productInfo, buyPayable, status, createTime }) => ({
                orderId,
                userId,
                productInfo,
                buyPayable,
                status,
                createTime,
            })),
            input,
            'createTime',
        ),
    ),
    route.adminPost('sys/app_user/signin/list', ({ db, input }) => userPage(db.signIns, input, 'time')),
];
