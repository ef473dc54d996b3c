import { optionalId, optionalRow, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { ApiError } from '../../http/ApiError';
import type { HttpClient } from '../../http/client';

/** The signed-in operator, as sys/user/info answers it. */
export interface AdminInfo {
    userId?: number | string;
    username: string;
}

/** Designed (the sys/* style of sys/login): GET sys/user/info answers `user {userId, username}` for an admin token. */
const ADMIN_INFO_PATH = 'sys/user/info';

/** How the answer is read (dataProvider/answers.ts): the operator is its `user`. */
const adminAnswer: RecordSchema<{ user?: AdminInfo }> = row({ user: optionalRow({ userId: optionalId, username: text }) });

export const adminAccountCalls = (http: HttpClient) => ({
    /** Who the admin token belongs to; a user token (or none) is refused by the server, an answer without a user (or its name) too. */
    getAdminInfo: async (): Promise<AdminInfo> => {
        const answer = await http.get(ADMIN_INFO_PATH);
        const { user } = readAnswer(adminAnswer, answer, ADMIN_INFO_PATH);
        if (!user?.username) throw new ApiError('auth.loginFailed', 200, answer.code, answer);
        return { userId: user.userId, username: user.username };
    },
});
