import { ApiError } from '../../http/ApiError';
import type { Envelope, HttpClient } from '../../http/client';

/** The signed-in operator, as sys/user/info answers it. */
export interface AdminInfo {
    userId: number | string;
    username: string;
}

/** Designed (the sys/* style of sys/login): GET sys/user/info answers `user {userId, username}` for an admin token. */
const ADMIN_INFO_PATH = 'sys/user/info';

export const adminAccountCalls = (http: HttpClient) => ({
    /** Who the admin token belongs to; a user token (or none) is refused by the server, an answer without a user too. */
    getAdminInfo: async (): Promise<AdminInfo> => {
        const answer = await http.get<Envelope & { user?: AdminInfo }>(ADMIN_INFO_PATH);
        if (!answer.user || typeof answer.user !== 'object' || typeof answer.user.username !== 'string') {
            throw new ApiError('auth.loginFailed', 200, answer.code, answer);
        }
        return { userId: answer.user.userId, username: answer.user.username };
    },
});
