import type { RequestHandler } from 'msw';
import { ok, route, type AuthedContext } from '../http';
import type { AccessToken } from '../model';
import { now } from '../time';

/** The CDN access token calls of the demo backend (src/data/accessToken/api.ts). */

const newToken = (): string => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(20)), byte => byte.toString(16).padStart(2, '0')).join('');

const answer = (grant: AccessToken | undefined) => ok({ data: { accessToken: grant?.accessToken ?? '', updateTime: grant ? (grant.updateTime ?? '') : '' } });

const grantOf = ({ db, session }: Pick<AuthedContext, 'db' | 'session'>) => db.accessTokens.find(row => row.userId === session.userId);

export const accessTokenRoutes: RequestHandler[][] = [
    route.userGet('app/account/cdn_access_token', context => answer(grantOf(context))),
    // the new token replaces the old one: the old link stops signing in at once
    route.userPost('app/account/update/cdn_access_token', context => {
        const { db, session } = context;
        db.accessTokens = db.accessTokens.filter(row => row.userId !== session.userId);
        const grant: AccessToken = { accessToken: newToken(), userId: session.userId, updateTime: now() };
        db.accessTokens.push(grant);
        return answer(grant);
    }),
];
