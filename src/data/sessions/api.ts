import { bool, list, num, readAnswer, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * Designed (the backend's notes say "no logout call is known"; these are the calls a sessions page needs),
 * POST form-encoded, `{code, msg, data}` answers:
 * - app/user/session/list          -> data.list of the account's live sessions, `current` marking the caller's
 * - app/user/session/revoke  {id}  -> that session ends: its token is answered 401 from then on
 * - app/user/session/revokeOthers  -> every session but the caller's ends
 * - app/user/signin/list {page, limit} -> data.list + data.totalCount of sign-in attempts, newest first
 */
export const SESSION_PATHS = {
    list: 'app/user/session/list',
    revoke: 'app/user/session/revoke',
    revokeOthers: 'app/user/session/revokeOthers',
    history: 'app/user/signin/list',
} as const;

/** Where the account is signed in. */
export interface AccountSession {
    id: number;
    userAgent: string;
    ip: string;
    /** The address's area, as the backend looks it up (上海市 电信). */
    area: string;
    createTime: string;
    lastActive: string;
    /** The session of the browser asking. */
    current: boolean;
}

/** How a sign-in attempt ended. */
export const SIGN_IN_RESULTS = ['success', 'badPassword', 'badCaptcha', 'disabled'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

export interface SignInAttempt {
    id: number;
    time: string;
    ip: string;
    area: string;
    userAgent: string;
    result: string;
}

const session: RecordSchema<AccountSession> = row({ id: num, userAgent: text, ip: text, area: text, createTime: text, lastActive: text, current: bool });
export const signInAttempt: RecordSchema<SignInAttempt> = row({ id: num, time: text, ip: text, area: text, userAgent: text, result: text });
const sessionList = row({ list: list(session) });

export const sessionCalls = (http: HttpClient) => ({
    listSessions: async (): Promise<AccountSession[]> =>
        readAnswer(sessionList, (await http.post(SESSION_PATHS.list, {}, { encoding: 'form' })).data ?? {}, SESSION_PATHS.list).list,
    revokeSession: async (id: number): Promise<void> => {
        await http.post(SESSION_PATHS.revoke, { id }, { encoding: 'form' });
    },
    revokeOtherSessions: async (): Promise<void> => {
        await http.post(SESSION_PATHS.revokeOthers, {}, { encoding: 'form' });
    },
    listSignIns: async (page: number, limit: number): Promise<{ list: SignInAttempt[]; total: number }> =>
        readList(signInAttempt, await http.post(SESSION_PATHS.history, { page, limit }, { encoding: 'form' }), SESSION_PATHS.history),
});
