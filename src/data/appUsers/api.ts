import { defineApi, listResult, oneResult, searchText } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient } from '../../http/client';
import type { AppUser, AppUserDetail, Recharge, RechargeRequest } from './types';

/**
 * Account management (admin). Known: POST sys/app_user/list {username, page, limit} -> page.list and GET
 * sys/app_user/back/login ?userId= -> token. Designed: GET sys/app_user/info/{userId} -> data (the user, domainCount,
 * recentRecharges), POST sys/app_user/recharge {userId, amount (cents), reason} -> data (the recharge), POST
 * sys/app_user/recharge/list {userId?, page, limit} -> page.list.
 */
const APP_USER_PATHS = {
    list: 'sys/app_user/list', // known
    info: (id: unknown) => `sys/app_user/info/${encodeURIComponent(String(id))}`, // designed
    backLogin: 'sys/app_user/back/login', // known
    recharge: 'sys/app_user/recharge', // designed
    recharges: 'sys/app_user/recharge/list', // designed
} as const;

/** Rows carry userId; react-admin needs id. Numbers may arrive as strings. */
const toAppUser = (row: Record<string, unknown>): AppUser => ({
    ...(row as unknown as AppUser),
    id: Number(row.userId ?? row.id),
    userId: Number(row.userId ?? row.id),
    propertyBalance: Number(row.propertyBalance ?? 0),
    propertyScore: Number(row.propertyScore ?? 0),
    realnameStatus: Number(row.realnameStatus ?? 0),
    mail: String(row.mail ?? ''),
    mobile: String(row.mobile ?? ''),
});

export const appUsersApi = defineApi<AppUser>({
    list: {
        path: APP_USER_PATHS.list,
        // the one search box matches username, mail or mobile on the server
        params: ({ page, perPage, sort, filter }) => ({
            username: searchText(filter.q ?? filter.username) ?? '',
            page,
            limit: perPage,
            ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
        }),
        result: json => {
            const { data, total } = listResult<AppUser>(json);
            return { data: data.map(row => toAppUser(row as unknown as Record<string, unknown>)), total };
        },
    },
    one: {
        path: APP_USER_PATHS.info,
        method: 'GET',
        result: json => toAppUser(oneResult(json)),
    },
});

const toDetail = (json: Envelope): AppUserDetail => {
    const row = oneResult<AppUserDetail>(json) as unknown as Record<string, unknown>;
    return {
        ...toAppUser(row),
        domainCount: Number(row.domainCount ?? 0),
        recentRecharges: Array.isArray(row.recentRecharges) ? (row.recentRecharges as Recharge[]) : [],
    };
};

/** The typed custom calls, spread into the admin dataProvider. */
export const appUserCalls = (http: HttpClient) => ({
    getAppUserDetail: async (userId: number): Promise<AppUserDetail> => toDetail(await http.get(APP_USER_PATHS.info(userId))),
    /** A user token for "sign in as this user". */
    signInAsUser: async (userId: number): Promise<string> => {
        const answer = await http.get<Envelope & { token?: unknown }>(APP_USER_PATHS.backLogin, { userId });
        if (typeof answer.token !== 'string' || !answer.token) throw new Error('operation.users.noToken');
        return answer.token;
    },
    rechargeUser: async (request: RechargeRequest): Promise<Recharge> => oneResult<Recharge>(await http.post(APP_USER_PATHS.recharge, { ...request })),
    listRecharges: async (query: { userId?: number; page: number; limit: number }): Promise<{ data: Recharge[]; total: number }> =>
        listResult<Recharge>(await http.post(APP_USER_PATHS.recharges, { ...query })),
});
