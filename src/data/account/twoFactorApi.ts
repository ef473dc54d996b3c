import { bool, nested, num, readAnswer, text, textList, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * Designed (docs/account-api.md, "Two-factor sign-in"): the signed-in account's second factor. The user console
 * calls `app/user/totp/*`, the admin console `sys/user/totp/*`: the same calls and answers under each flavour's
 * prefix. A call that changes an enabled second factor is sensitive: the server asks for a fresh code (freshCode.ts).
 */

/** Whether the second factor is on, and how many recovery codes are left unused. */
export interface TwoFactorInfo {
    enabled: boolean;
    recoveryLeft: number;
}

/** A secret to enrol (nothing is on yet): base32, and the otpauth:// URI an app scans. */
export interface TwoFactorSecret {
    secret: string;
    uri: string;
}

export type TwoFactorPrefix = 'app/user/totp' | 'sys/user/totp';

const info: RecordSchema<TwoFactorInfo> = nested({ enabled: bool, recoveryLeft: num });
const secret: RecordSchema<TwoFactorSecret> = nested({ secret: text, uri: text });
const codes = nested({ recoveryCodes: textList });

export const twoFactorCalls = (http: HttpClient, prefix: TwoFactorPrefix = 'app/user/totp') => {
    const path = (call: string) => `${prefix}/${call}`;
    const recoveryCodes = async (call: string, body: Record<string, string>): Promise<string[]> =>
        readAnswer(codes, (await http.post(path(call), body)).data, path(call)).recoveryCodes;
    return {
        /** GET …/info: data {enabled, recoveryLeft}. */
        getTwoFactor: async (): Promise<TwoFactorInfo> => readAnswer(info, (await http.get(path('info'))).data, path('info')),
        /** POST …/begin: a new secret (replacing one not yet confirmed); refused while the second factor is on. */
        beginTwoFactor: async (): Promise<TwoFactorSecret> => readAnswer(secret, (await http.post(path('begin'), {})).data, path('begin')),
        /** POST …/enable {code}: a code of the new secret turns it on; answers the ten recovery codes, shown once. */
        enableTwoFactor: (code: string): Promise<string[]> => recoveryCodes('enable', { code }),
        /** POST …/recovery {totp_code}: ten new recovery codes; the old ones stop working. Sensitive (freshCode.ts). */
        regenerateRecoveryCodes: (): Promise<string[]> => recoveryCodes('recovery', {}),
        /** POST …/disable {totp_code}: off; the secret and the recovery codes are forgotten. Sensitive (freshCode.ts). */
        disableTwoFactor: async (): Promise<void> => {
            await http.post(path('disable'), {});
        },
    };
};

export type TwoFactorCalls = ReturnType<typeof twoFactorCalls>;

/** What confirming an enrolment at sign-in answers: the recovery codes, and the session's token. */
export interface SignInEnrolment {
    recoveryCodes: string[];
    token: string;
    username?: string;
}

const ENROL_AT_SIGN_IN = { begin: 'sys/login/totp/begin', enable: 'sys/login/totp/enable' } as const;

/**
 * Designed: an administrator who must have a second factor (web config power.adminTotp) and has none sets it up
 * between the password and the first token, with the password step's challenge instead of a token.
 */
export const signInEnrolmentCalls = (http: HttpClient) => ({
    begin: async (challenge: string): Promise<TwoFactorSecret> =>
        readAnswer(secret, (await http.post(ENROL_AT_SIGN_IN.begin, { challenge })).data, ENROL_AT_SIGN_IN.begin),
    enable: async (challenge: string, code: string): Promise<SignInEnrolment> => {
        const answer = await http.post(ENROL_AT_SIGN_IN.enable, { challenge, code });
        const { recoveryCodes } = readAnswer(codes, answer.data, ENROL_AT_SIGN_IN.enable);
        return {
            recoveryCodes,
            token: typeof answer.token === 'string' ? answer.token : '',
            username: typeof answer.username === 'string' ? answer.username : undefined,
        };
    },
});

/** The query of the account's second factor (getTwoFactor): the account card and the fresh-code dialog share it. */
export const TWO_FACTOR_KEY = ['account', 'twoFactor'] as const;
