import { ApiError } from '../../http/ApiError';
import type { Envelope, HttpClient } from '../../http/client';

/** The signed-in user (SPEC section 3, User info), as app/account/userinfo answers it. */
export interface UserInfo {
    userId: number | string;
    username: string;
    createTime?: string;
    mail?: string | null;
    mobile?: string | null;
    note?: string | null;
    propertyBalance?: number;
    propertyScore?: number;
    realnameStatus?: number | string | null;
    realnameCertificateid?: string | null;
    realnameCertificatetype?: number | string | null;
    realnameName?: string | null;
    /** Menu paths hidden for this user. */
    unvalidModel?: string[] | null;
}

export const accountCalls = (http: HttpClient) => ({
    /** GET app/account/userinfo; an answer without a user is a failed sign-in, not an empty user. */
    getUserInfo: async (): Promise<UserInfo> => {
        const answer = await http.get<Envelope & { user?: UserInfo }>('app/account/userinfo');
        if (!answer.user || typeof answer.user !== 'object') throw new ApiError('auth.loginFailed', 200, answer.code, answer);
        return answer.user;
    },
});

export type AccountCalls = ReturnType<typeof accountCalls>;
