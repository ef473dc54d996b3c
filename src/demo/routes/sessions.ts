import type { RequestHandler } from 'msw';
import { areaOf } from '../account/userLogs';
import { int } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoSession } from '../model';
import { paginate } from '../paging';

/** Sessions and the sign-in history of the demo backend (designed: src/data/sessions/api.ts). */

/** The caller's live console sessions (a key's passing session has no id and is none of them). */
const sessionsOf = ({ db, session }: AuthedContext): DemoSession[] =>
    db.sessions.filter(row => row.userId === session.userId && row.audience === 'user' && row.id !== undefined && row.expiresAt > Date.now());

/** Ends sessions: their tokens are answered 'invalid token' from then on, as an expired one. */
const signOut = (context: AuthedContext, ended: (row: DemoSession) => boolean): void => {
    context.db.sessions = context.db.sessions.filter(row => !(row.userId === context.session.userId && ended(row)));
};

export const sessionRoutes: RequestHandler[][] = [
    route.userPost('app/user/session/list', context =>
        ok({
            data: {
                list: sessionsOf(context)
                    .sort((x, y) => (y.lastActive ?? '').localeCompare(x.lastActive ?? ''))
                    .map(row => ({
                        id: row.id,
                        userAgent: row.userAgent ?? '',
                        ip: row.ip ?? '',
                        area: areaOf(row.ip ?? ''),
                        createTime: row.createTime ?? '',
                        lastActive: row.lastActive ?? '',
                        current: row.token === context.session.token,
                    })),
            },
        }),
    ),
    route.userPost('app/user/session/revoke', context => {
        const id = int(context.input.id, 0);
        const target = sessionsOf(context).find(row => row.id === id);
        if (!target) throw new DemoError('会话不存在或已退出');
        if (target.token === context.session.token) throw new DemoError('不能在此退出当前设备，请使用“退出登录”');
        signOut(context, row => row === target);
        return ok();
    }),
    route.userPost('app/user/session/revokeOthers', context => {
        const ended = sessionsOf(context).filter(row => row.token !== context.session.token);
        signOut(context, row => ended.includes(row));
        return ok({ data: { count: ended.length } });
    }),
    route.userPost('app/user/signin/list', ({ db, session, input }) => {
        const rows = db.signIns.filter(row => row.userId === session.userId);
        return ok({ data: paginate(rows, { ...input, sidx: 'time', order: 'desc' }) });
    }),
];
