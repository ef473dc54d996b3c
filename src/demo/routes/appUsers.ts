import { actingEndsAt, actingMinutesOf, type ActingSessionSettings } from '../../data/appUsers/actingSession';
import { clientOf } from '../account/client';
import { recordActingSignIn } from '../account/userLogs';
import { rechargeCentsOf } from '../commerce/rechargeAmount';
import { nextId } from '../db';
import { int, optionalInt, text } from '../fields';
import { DemoError, issueToken, ok, route } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

/**
 * Account management (admin): the user list (known), a user's detail (designed), "sign in as this user"
 * (known: GET sys/app_user/back/login ?userId= -> token) and manual recharges (designed).
 */

/** A user as the admin sees it: everything but the password. */
const publicUser = ({ password: _password, ...user }: DemoUser) => ({ ...user, id: user.userId });

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
        const operator = db.admins.find(admin => admin.userId === session.userId)?.username ?? 'admin';
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
];
