import * as v from 'valibot';
import { id, list, nested, num, numberId, oneOf, optionalNum, readAnswer, readList, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, searchText } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { signInAttempt, type SignInAttempt } from '../sessions/api';
import { USER_STATUS } from './rules';
import type { AccountProfileRequest, AppUser, AppUserDetail, AppUserDomain, AppUserOrder, PasswordResetSent, Recharge, RechargeRequest } from './types';

/**
 * Account management (admin). Known: POST sys/app_user/list {username, page, limit} -> page.list and GET
 * sys/app_user/back/login ?userId= -> token. Designed: GET sys/app_user/info/{userId} -> data (the user, domainCount,
 * recentRecharges), POST sys/app_user/recharge {userId, amount (cents), reason} -> data (the recharge), POST
 * sys/app_user/recharge/list {userId?, page, limit} -> page.list. Designed too, keeping an account under control
 * (docs/admin-api.md "Accounts under control"): disable / enable, password/reset, update (note, unvalidModel),
 * deduct, and the user's domain/list, order/list and signin/list.
 */
const APP_USER_PATHS = {
    list: 'sys/app_user/list', // known
    info: (id: unknown) => `sys/app_user/info/${encodeURIComponent(String(id))}`, // designed
    backLogin: 'sys/app_user/back/login', // known
    recharge: 'sys/app_user/recharge', // designed
    recharges: 'sys/app_user/recharge/list', // designed
    disable: 'sys/app_user/disable', // designed: {userId, reason}
    enable: 'sys/app_user/enable', // designed: {userId}
    resetPassword: 'sys/app_user/password/reset', // designed: {userId} -> data {channel, target, expireTime}
    update: 'sys/app_user/update', // designed: {userId, note, unvalidModel}
    deduct: 'sys/app_user/deduct', // designed: {userId, amount (cents), reason} -> data (the deduction, amount negative)
    domains: 'sys/app_user/domain/list', // designed: {userId, page, limit} -> page.list
    orders: 'sys/app_user/order/list', // designed: {userId, page, limit} -> page.list
    signIns: 'sys/app_user/signin/list', // designed: {userId, page, limit} -> page.list
} as const;

/** The paths of the calls that change an account, for the administrators' audit trail. */
export const ACCOUNT_CONTROL_PATHS = [
    APP_USER_PATHS.disable,
    APP_USER_PATHS.enable,
    APP_USER_PATHS.resetPassword,
    APP_USER_PATHS.update,
    APP_USER_PATHS.deduct,
] as const;

// How the answers are read (dataProvider/answers.ts).
const userFields = {
    username: text,
    mail: text,
    mobile: text,
    note: text,
    createTime: text,
    propertyBalance: num,
    propertyScore: num,
    realnameStatus: num,
    realnameCertificateid: text,
    realnameCertificatetype: num,
    realnameName: text,
    unvalidModel: list(text),
    status: optionalNum,
    disabledReason: text,
};

/** A user without a status is active. */
const withStatus = <T extends { status?: number }>(user: T) => ({ ...user, status: user.status ?? USER_STATUS.active });

const rechargeFields = { userId: num, username: text, amount: num, balanceAfter: num, reason: text, operator: text, createTime: text };
const rechargeRecord: RecordSchema<Recharge> = row({ id, ...rechargeFields });
/** A recharge the server confirms: read as far as it can be, the money is credited whatever the answer holds. */
const rechargeDone: RecordSchema<Recharge> = nested({ id: text, ...rechargeFields });

/** Rows carry userId, react-admin needs id: the one is the other (a row with neither is dropped). */
const appUserRecord: RecordSchema<AppUser> = v.pipe(
    row({ userId: v.optional(numberId), id: v.optional(numberId), ...userFields }),
    v.check(user => (user.userId ?? user.id) !== undefined),
    v.transform(user => {
        const userId = (user.userId ?? user.id) as number;
        return { ...withStatus(user), id: userId, userId };
    }),
);

/** The detail of the user asked for: the user, how many domains they host, their latest recharges. */
const appUserDetail = (userId: number): RecordSchema<AppUserDetail> =>
    v.pipe(
        row({ ...userFields, domainCount: num, recentRecharges: list(rechargeRecord) }),
        v.transform(user => ({ ...withStatus(user), id: userId, userId })),
    );

const resetSent: RecordSchema<PasswordResetSent> = row({ channel: oneOf(['mail', 'mobile'] as const, 'mail'), target: text, expireTime: text });
const userDomain: RecordSchema<AppUserDomain> = row({ id: numberId, domain: text, status: num, recordCount: num, createTime: text });
const userOrder: RecordSchema<AppUserOrder> = v.pipe(
    row({ orderId: v.pipe(text, v.nonEmpty()), productInfo: text, buyPayable: num, status: num, createTime: text }),
    v.transform(order => ({ ...order, id: order.orderId })),
);

/** One page of one user's rows. */
export interface UserPageQuery {
    userId: number;
    page: number;
    limit: number;
}

/** The answer of back/login: the user's token at the top level. */
const tokenAnswer = row({ token: text });

export const appUsersApi = defineApi<AppUser>({
    record: appUserRecord,
    list: {
        path: APP_USER_PATHS.list,
        // the one search box matches username, mail or mobile on the server
        params: ({ page, perPage, sort, filter }) => ({
            username: searchText(filter.q ?? filter.username) ?? '',
            page,
            limit: perPage,
            ...(sort ? { sidx: sort.field, order: sort.order.toLowerCase() } : {}),
        }),
    },
    one: { path: APP_USER_PATHS.info, method: 'GET' },
});

/** The typed custom calls, spread into the admin dataProvider. */
export const appUserCalls = (http: HttpClient) => ({
    getAppUserDetail: async (userId: number): Promise<AppUserDetail> => {
        const path = APP_USER_PATHS.info(userId);
        return reader(appUserDetail(userId), path)((await http.get(path)).data);
    },
    /** A user token for "sign in as this user". */
    signInAsUser: async (userId: number): Promise<string> => {
        const { token } = readAnswer(tokenAnswer, await http.get(APP_USER_PATHS.backLogin, { userId }), APP_USER_PATHS.backLogin);
        if (!token) throw new Error('operation.users.noToken');
        return token;
    },
    rechargeUser: async (request: RechargeRequest): Promise<Recharge> =>
        readAnswer(rechargeDone, (await http.post(APP_USER_PATHS.recharge, { ...request })).data, APP_USER_PATHS.recharge),
    listRecharges: async (query: { userId?: number; page: number; limit: number }): Promise<{ data: Recharge[]; total: number }> => {
        const { list: data, total } = readList(rechargeRecord, await http.post(APP_USER_PATHS.recharges, { ...query }), APP_USER_PATHS.recharges);
        return { data, total };
    },
    disableUser: async (request: { userId: number; reason: string }): Promise<void> => {
        await http.post(APP_USER_PATHS.disable, { ...request });
    },
    enableUser: async (userId: number): Promise<void> => {
        await http.post(APP_USER_PATHS.enable, { userId });
    },
    resetUserPassword: async (userId: number): Promise<PasswordResetSent> =>
        readAnswer(resetSent, (await http.post(APP_USER_PATHS.resetPassword, { userId })).data ?? {}, APP_USER_PATHS.resetPassword),
    updateUserProfile: async (request: AccountProfileRequest): Promise<void> => {
        await http.post(APP_USER_PATHS.update, { ...request });
    },
    /** Takes money off the balance: the answer is read like a recharge, its amount negative. */
    deductUser: async (request: RechargeRequest): Promise<Recharge> =>
        readAnswer(rechargeDone, (await http.post(APP_USER_PATHS.deduct, { ...request })).data, APP_USER_PATHS.deduct),
    listUserDomains: async (query: UserPageQuery): Promise<{ list: AppUserDomain[]; total: number }> =>
        readList(userDomain, await http.post(APP_USER_PATHS.domains, { ...query }), APP_USER_PATHS.domains),
    listUserOrders: async (query: UserPageQuery): Promise<{ list: AppUserOrder[]; total: number }> =>
        readList(userOrder, await http.post(APP_USER_PATHS.orders, { ...query }), APP_USER_PATHS.orders),
    listUserSignIns: async (query: UserPageQuery): Promise<{ list: SignInAttempt[]; total: number }> =>
        readList(signInAttempt, await http.post(APP_USER_PATHS.signIns, { ...query }), APP_USER_PATHS.signIns),
});
