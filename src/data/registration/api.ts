import { nested, optionalText, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
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

// How the answers are read (dataProvider/answers.ts).
const sentCode: RecordSchema<SentCode> = nested({ demoCode: optionalText });
/** The session a sign-up or a binding starts: the answer's `token`. */
const tokenAnswer = row({ token: text });
const agreement = nested({ agreement: text });

const PATHS = {
    mailCode: 'app/account/sendmail/code',
    smsCode: 'app/account/sendsms/code',
    register: 'app/account/regist',
    agreement: 'app/common/web/agent',
} as const;

const tokenOf = (answer: Envelope, source: string): string => {
    const { token } = readAnswer(tokenAnswer, answer, source);
    if (!token) throw new ApiError(answer.msg || 'signup.failed', 200, answer.code, answer);
    return token;
};

export const registrationCalls = (http: HttpClient) => ({
    /** GET app/account/user/check ?user= (known). Designed answer: code 1 when free; a taken account is refused "您已注册过". */
    checkAccount: async (user: string): Promise<void> => {
        await http.get('app/account/user/check', { user: user.trim() });
    },

    /** GET app/account/sendmail/code ?mail= (known); designed answer `data.demoCode` (demo only). */
    sendMailCode: async (mail: string): Promise<SentCode> => readAnswer(sentCode, (await http.get(PATHS.mailCode, { mail: mail.trim() })).data, PATHS.mailCode),

    /** GET app/account/sendsms/code ?mobile=&uuid=&captcha_code= (known): the image captcha first. Designed `data.demoCode`. */
    sendSmsCode: async (mobile: string, uuid: string, captchaCode: string): Promise<SentCode> =>
        readAnswer(sentCode, (await http.get(PATHS.smsCode, { mobile: mobile.trim(), uuid, captcha_code: captchaCode.trim() })).data, PATHS.smsCode),

    /** POST app/account/regist {code, mail or mobile, password, uuid} -> `token` (known). */
    register: async ({ account, code, password, uuid }: RegisterParams): Promise<string> =>
        tokenOf(await http.post(PATHS.register, { ...body(account), code: code.trim(), password, uuid }), PATHS.register),

    /** POST app/account/forget/password {mail or mobile, code, password} (known). */
    forgetPassword: async ({ account, code, password }: ForgetParams): Promise<void> => {
        await http.post('app/account/forget/password', { ...body(account), code: code.trim(), password });
    },

    /** GET app/common/web/agent (designed answer: `data.agreement`, the web config's agreement HTML). */
    getAgreement: async (): Promise<string> => readAnswer(agreement, (await http.get(PATHS.agreement)).data, PATHS.agreement).agreement,

    /**
     * Designed: POST app/account/bind/openid {openid, account, code, password?} -> `token`. The messaging-app
     * sign-in without an account: binds the existing account (mail or mobile) proven by the code, or registers
     * it with the password. (POST app/account/bind is the signed-in contact binding of the account page.)
     */
    bindOpenid: async ({ openid, account, code, password }: BindParams): Promise<string> =>
        tokenOf(await http.post(BIND_OPENID_PATH, { openid, account: account.trim(), code: code.trim(), ...(password ? { password } : {}) }), BIND_OPENID_PATH),
});
