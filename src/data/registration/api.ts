import { ApiError } from '../../http/ApiError';
import type { Envelope, HttpClient } from '../../http/client';

/**
 * Sign-up and recovery (API-NOTES "Sign-in and account"): open calls, no token needed. Known: regist,
 * sendmail/code, sendsms/code, forget/password, user/check. Designed (answered the same way by the demo
 * backend, src/demo/routes/registration.ts): the answers marked below, web/agent and bind/openid.
 */

/** How an account is reached: its email (`mail`, the backend's field name) or its mobile. */
type AccountKind = 'mail' | 'mobile';

/** An account named by its email or its mobile: the body member is `mail` or `mobile`. */
export interface AccountTarget {
    kind: AccountKind;
    value: string;
}

/** Designed: a code "sent"; the demo backend adds the code (demo only) so a person can finish by hand. */
export interface SentCode {
    demoCode?: string;
}

interface RegisterParams {
    account: AccountTarget;
    code: string;
    password: string;
    /** The image captcha's uuid (the SMS code was sent under it); the body member is known. */
    uuid: string;
}

interface ForgetParams {
    account: AccountTarget;
    code: string;
    password: string;
}

interface BindParams {
    openid: string;
    /** The email or mobile to bind; a new account is registered when none has it. */
    account: string;
    code: string;
    /** Needed only when the account is new. */
    password?: string;
}

/** Designed: the path of the messaging-app binding (see bindOpenid). */
const BIND_OPENID_PATH = 'app/account/bind/openid';

const body = (account: AccountTarget) => ({ [account.kind]: account.value.trim() });

const sentCode = (answer: Envelope & { data?: SentCode }): SentCode => ({ demoCode: answer.data?.demoCode });

const tokenOf = (answer: Envelope & { token?: unknown }): string => {
    if (typeof answer.token !== 'string' || !answer.token) throw new ApiError(answer.msg || 'signup.failed', 200, answer.code, answer);
    return answer.token;
};

export const registrationCalls = (http: HttpClient) => ({
    /** GET app/account/user/check ?user= (known). Designed answer: code 1 when free; a taken account is refused "您已注册过". */
    checkAccount: async (user: string): Promise<void> => {
        await http.get('app/account/user/check', { user: user.trim() });
    },

    /** GET app/account/sendmail/code ?mail= (known); designed answer `data.demoCode` (demo only). */
    sendMailCode: async (mail: string): Promise<SentCode> => sentCode(await http.get('app/account/sendmail/code', { mail: mail.trim() })),

    /** GET app/account/sendsms/code ?mobile=&uuid=&captcha_code= (known): the image captcha first. Designed `data.demoCode`. */
    sendSmsCode: async (mobile: string, uuid: string, captchaCode: string): Promise<SentCode> =>
        sentCode(await http.get('app/account/sendsms/code', { mobile: mobile.trim(), uuid, captcha_code: captchaCode.trim() })),

    /** POST app/account/regist {code, mail or mobile, password, uuid} -> `token` (known). */
    register: async ({ account, code, password, uuid }: RegisterParams): Promise<string> =>
        tokenOf(await http.post('app/account/regist', { ...body(account), code: code.trim(), password, uuid })),

    /** POST app/account/forget/password {mail or mobile, code, password} (known). */
    forgetPassword: async ({ account, code, password }: ForgetParams): Promise<void> => {
        await http.post('app/account/forget/password', { ...body(account), code: code.trim(), password });
    },

    /** GET app/common/web/agent (designed answer: `data.agreement`, the web config's agreement HTML). */
    getAgreement: async (): Promise<string> => {
        const answer = await http.get<Envelope & { data?: { agreement?: unknown } }>('app/common/web/agent');
        return typeof answer.data?.agreement === 'string' ? answer.data.agreement : '';
    },

    /**
     * Designed: POST app/account/bind/openid {openid, account, code, password?} -> `token`. The messaging-app
     * sign-in without an account: binds the existing account (mail or mobile) proven by the code, or registers
     * it with the password. (POST app/account/bind is the signed-in contact binding of the account page.)
     */
    bindOpenid: async ({ openid, account, code, password }: BindParams): Promise<string> =>
        tokenOf(await http.post(BIND_OPENID_PATH, { openid, account: account.trim(), code: code.trim(), ...(password ? { password } : {}) })),
});
