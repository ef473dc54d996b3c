import type { HttpClient } from '../../http/client';

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
    getUserInfo: async (): Promise<UserInfo> => (await http.get<{ code: number; user: UserInfo }>('app/account/userinfo')).user,
});

export type AccountCalls = ReturnType<typeof accountCalls>;
