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
    /** Designed: a messaging-app account is bound. */
    wechatBound?: boolean;
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

const sentCode = (answer: Envelope & { data?: SentCode }): SentCode => ({ demoCode: answer.data?.demoCode });

export const accountCalls = (http: HttpClient) => ({
    /** GET app/account/userinfo (known); an answer without a user is a failed sign-in, not an empty user. */
    getUserInfo: async (): Promise<UserInfo> => {
        const answer = await http.get<Envelope & { user?: UserInfo }>('app/account/userinfo');
        if (!answer.user || typeof answer.user !== 'object') throw new ApiError('auth.loginFailed', 200, answer.code, answer);
        return answer.user;
    },

    /** Designed: GET app/account/bind/sendcode ?type=mobile|mail&target= sends a code to the new contact. */
    sendBindCode: async (type: ContactType, target: string): Promise<SentCode> =>
        sentCode(await http.get<Envelope & { data?: SentCode }>('app/account/bind/sendcode', { type, target })),

    /** Known path, designed body: POST app/account/bind {type, target, code} binds (or replaces) the contact. */
    bindContact: async (request: { type: ContactType; target: string; code: string }): Promise<void> => {
        await http.post(BIND_CONTACT_PATH, request);
    },

    /** Known path, designed answer: GET app/account/bind/wechat/qrcode_v2 answers data {qrUrl, ticket, expiresIn}. */
    getWechatQr: async (): Promise<WechatQr> => {
        const answer = await http.get<Envelope & { data?: WechatQr }>('app/account/bind/wechat/qrcode_v2');
        if (!answer.data?.qrUrl) throw new ApiError('accountInfo.wechat.noQr', 200, answer.code, answer);
        return answer.data;
    },

    /** Designed: GET app/account/bind/wechat/status ?ticket= answers data {status: waiting|bound|expired}. */
    getWechatBindState: async (ticket: string): Promise<WechatBindState> => {
        const answer = await http.get<Envelope & { data?: { status?: WechatBindState } }>('app/account/bind/wechat/status', { ticket });
        return answer.data?.status ?? 'waiting';
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
    getPayPasswordSet: async (): Promise<boolean> => {
        const answer = await http.get<Envelope & { data?: { set?: boolean } }>('app/account/paypwd/status');
        return answer.data?.set === true;
    },

    /**
     * Known path, designed body: POST app/account/paypwd/set {payPassword} when none is set; changing one also
     * sends the current one: {oldPayPassword, payPassword}.
     */
    setPayPassword: async (request: { payPassword: string; oldPayPassword?: string }): Promise<void> => {
        await http.post('app/account/paypwd/set', request);
    },

    /** Designed: GET app/account/paypwd/sendcode ?type=mobile|mail sends a code to the account's bound contact. */
    sendPayPasswordCode: async (type: ContactType): Promise<SentCode> =>
        sentCode(await http.get<Envelope & { data?: SentCode }>('app/account/paypwd/sendcode', { type })),

    /** Known path, designed body: POST app/account/paypwd/reset {type, code, payPassword} (a forgotten one). */
    resetPayPassword: async (request: { type: ContactType; code: string; payPassword: string }): Promise<void> => {
        await http.post('app/account/paypwd/reset', request);
    },
});

export type AccountCalls = ReturnType<typeof accountCalls>;
