import type { RequestHandler } from 'msw';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoUser } from '../model';
import { now } from '../time';

/** The API key calls of the demo backend (designed: src/data/apiKey/api.ts). */

const newKey = (): string => `ak_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('')}`;

const me = ({ db, session }: Pick<AuthedContext, 'db' | 'session'>): DemoUser => {
    const user = db.users.find(row => row.userId === session.userId);
    if (!user) throw new DemoError('用户不存在', 401);
    return user;
};

const answer = (user: DemoUser) => ok({ data: { apiKey: user.apiKey, createTime: user.apiKey ? user.apiKeyTime || user.createTime : '' } });

export const apiKeyRoutes: RequestHandler[][] = [
    route.userGet('app/account/apikey', context => answer(me(context))),
    // a new key replaces the old one at once (also the first key when there is none)
    route.userPost('app/account/apikey/reset', context => {
        const user = me(context);
        user.apiKey = newKey();
        user.apiKeyTime = now();
        return answer(user);
    }),
];
