import * as v from 'valibot';
import {
    bool,
    flag,
    id,
    list,
    nested,
    num,
    oneOf,
    optionalNum,
    optionalRow,
    optionalText,
    readAnswer,
    row,
    text,
    type RecordSchema,
} from '../../dataProvider/answers';
import { ApiError } from '../../http/ApiError';
import type { ActingAs } from '../appUsers/actingSession';
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
    /** Designed: a messaging-app account is bound. */
    wechatBound?: boolean;
    /** Designed: set when a sub-account signed in (its role on its owner's domains: data/subAccounts/roles). */
    subAccount?: { role: string; owner: string };
    /** Designed: an administrator is acting as the user in this session ("sign in as this user"), until endsAt. */
    acting?: ActingAs;
}

/** A contact the account can bind: the mobile or the email (`mail`, the backend's field name). */
export type ContactType = 'mobile' | 'mail';

/** Designed: a code "sent"; the demo backend shows it (demo only) so a person can finish by hand. */
export interface SentCode {
    demoCode?: string;
}

/** Designed: the messaging-app QR to scan. `qrUrl` is the text the QR encodes; `ticket` names the attempt. */
interface WechatQr {
    qrUrl: string;
    ticket: string;
    /** Seconds the QR stays valid. */
    expiresIn?: number;
}

/** Designed: where a QR attempt stands. */
type WechatBindState = 'waiting' | 'bound' | 'expired';

/** The one path of binding a mobile or an email (SPEC: POST app/account/bind; body {type, target, code}: designed). */
const BIND_CONTACT_PATH = 'app/account/bind';

const PATHS = {
    userInfo: 'app/account/userinfo',
    bindCode: 'app/account/bind/sendcode',
    wechatQr: 'app/account/bind/wechat/qrcode_v2',
    wechatState: 'app/account/bind/wechat/status',
    payPasswordSet: 'app/account/paypwd/status',
    payPasswordCode: 'app/account/paypwd/sendcode',
} as const;

// How the answers are read (dataProvider/answers.ts).
const userFields = {
    userId: id,
    username: text,
    createTime: optionalText,
    mail: optionalText,
    mobile: optionalText,
    note: optionalText,
    propertyBalance: optionalNum,
    propertyScore: optionalNum,
    realnameStatus: flag,
    realnameCertificateid: optionalText,
    realnameCertificatetype: flag,
    realnameName: optionalText,
    // left out when the answer leaves them out, as the interface has them
    unvalidModel: v.optional(list(text)),
    wechatBound: v.optional(bool),
    subAccount: v.optional(row({ role: text, owner: text })),
    // answered as {admin, expiresIn (seconds)}: kept as the moment it ends, whatever the two clocks say
    acting: v.optional(
        v.pipe(
            row({ admin: text, expiresIn: num }),
            v.transform(({ admin, expiresIn }): ActingAs => ({ admin, endsAt: Date.now() + expiresIn * 1000 })),
        ),
    ),
};

/** The user is the answer's `user`, next to code and msg; a user without its id is none. */
const userAnswer: RecordSchema<{ user?: UserInfo }> = row({ user: optionalRow(userFields) });

const sentCode: RecordSchema<SentCode> = nested({ demoCode: optionalText });
const wechatQr: RecordSchema<WechatQr> = nested({ qrUrl: text, ticket: text, expiresIn: optionalNum });
const wechatState = nested({ status: oneOf<WechatBindState>(['waiting', 'bound', 'expired'], 'waiting') });
const payPasswordState = nested({ set: bool });

export const accountCalls = (http: HttpClient) => ({
    /** GET app/account/userinfo (known); an answer without a user is a failed sign-in, not an empty user. */
    getUserInfo: async (): Promise<UserInfo> => {
        const answer = await http.get(PATHS.userInfo);
        const { user } = readAnswer(userAnswer, answer, PATHS.userInfo);
        if (!user) throw new ApiError('auth.loginFailed', 200, answer.code, answer);
        return user;
    },

    /** Designed: GET app/account/bind/sendcode ?type=mobile|mail&target= sends a code to the new contact. */
    sendBindCode: async (type: ContactType, target: string): Promise<SentCode> =>
        readAnswer(sentCode, (await http.get(PATHS.bindCode, { type, target })).data, PATHS.bindCode),

    /** Known path, designed body: POST app/account/bind {type, target, code} binds (or replaces) the contact. */
    bindContact: async (request: { type: ContactType; target: string; code: string }): Promise<void> => {
        await http.post(BIND_CONTACT_PATH, request);
    },

    /** Known path, designed answer: GET app/account/bind/wechat/qrcode_v2 answers data {qrUrl, ticket, expiresIn}. */
    getWechatQr: async (): Promise<WechatQr> => {
        const answer = await http.get(PATHS.wechatQr);
        const qr = readAnswer(wechatQr, answer.data, PATHS.wechatQr);
        if (!qr.qrUrl) throw new ApiError('accountInfo.wechat.noQr', 200, answer.code, answer);
        return qr;
    },

    /** Designed: GET app/account/bind/wechat/status ?ticket= answers data {status: waiting|bound|expired}. */
    getWechatBindState: async (ticket: string): Promise<WechatBindState> =>
        readAnswer(wechatState, (await http.get(PATHS.wechatState, { ticket })).data, PATHS.wechatState).status,

    /** Designed: POST app/account/acting/end (no body) ends the session an administrator opened as the user. */
    endActingSession: async (): Promise<void> => {
        await http.post('app/account/acting/end', {});
    },

    /** Designed: POST app/account/unbind/wechat (no body). */
    unbindWechat: async (): Promise<void> => {
        await http.post('app/account/unbind/wechat', {});
    },

    /** Known path, designed body: POST app/account/changepwd {password (the current one), newPassword}. */
    changePassword: async (request: { password: string; newPassword: string }): Promise<void> => {
        await http.post('app/account/changepwd', request);
    },

    /** Designed: GET app/account/paypwd/status answers data {set: boolean} (is a payment password set). */
    getPayPasswordSet: async (): Promise<boolean> => readAnswer(payPasswordState, (await http.get(PATHS.payPasswordSet)).data, PATHS.payPasswordSet).set,

    /**
     * Known path, designed body: POST app/account/paypwd/set {payPassword} when none is set; changing one also
     * sends the current one: {oldPayPassword, payPassword}, and with the second factor on a fresh code (totp_code, asked when the server wants it: freshCode.ts).
     */
    setPayPassword: async (request: { payPassword: string; oldPayPassword?: string }): Promise<void> => {
        await http.post('app/account/paypwd/set', request);
    },

    /** Designed: GET app/account/paypwd/sendcode ?type=mobile|mail sends a code to the account's bound contact. */
    sendPayPasswordCode: async (type: ContactType): Promise<SentCode> =>
        readAnswer(sentCode, (await http.get(PATHS.payPasswordCode, { type })).data, PATHS.payPasswordCode),

    /** Known path, designed body: POST app/account/paypwd/reset {type, code, payPassword} (a forgotten one). */
    resetPayPassword: async (request: { type: ContactType; code: string; payPassword: string }): Promise<void> => {
        await http.post('app/account/paypwd/reset', request);
    },
});

export type AccountCalls = ReturnType<typeof accountCalls>;
