import { HOTP, Secret } from 'otpauth';
import {
    afterWrongCode,
    isLockedOut,
    LOCK_MINUTES,
    matchingStep,
    NO_ATTEMPTS,
    RECOVERY_CODE_COUNT,
    recoveryCodeFrom,
    redeemRecoveryCode,
    TOTP_DIGITS,
    TOTP_PERIOD_SECONDS,
    TWO_FACTOR_CODES,
} from '../../data/account/totp';
import { text } from '../fields';
import { DemoError } from '../http';
import type { DemoTotp } from '../model';
import { hashText } from '../prng';

/**
 * The demo's second factor (TOTP, RFC 6238, with the otpauth library, which only the demo imports): one state per
 * account, judged by the rules of data/account/totp.ts that the console's forms use too.
 */

/** What the authenticator app shows as the account's issuer. */
export const TOTP_ISSUER = 'AntsDNS';

const MSG = {
    wrongCode: '验证码错误',
    wrongRecovery: '恢复码错误或已使用',
    locked: `错误次数过多，请${LOCK_MINUTES}分钟后再试`,
    codeRequired: '请输入两步验证码',
} as const;

/** An account that may hold a second factor: a user or an administrator. */
interface WithTotp {
    totp?: DemoTotp;
}

const blank = (): DemoTotp => ({ secret: '', enabled: false, recovery: [], lastStep: -1, ...NO_ATTEMPTS });

/** The account's state, created on first use. */
export const totpOf = (account: WithTotp): DemoTotp => (account.totp ??= blank());

export const isTotpOn = (account: WithTotp): boolean => account.totp?.enabled === true;

/** The code of `secret` at a time step. */
const codeAt = (secret: string) => (step: number) => HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, digits: TOTP_DIGITS });

/** Recovery codes are kept as digests salted with the secret: the stored list never shows them. */
const digestFor = (secret: string) => (normalized: string) =>
    `${hashText(`${secret}:${normalized}`).toString(16)}${hashText(`${normalized}:${secret}`).toString(16)}`;

/** A new secret to enrol, replacing one not yet confirmed; the URI is what the app scans. */
export const beginEnrolment = (account: WithTotp, label: string): { secret: string; uri: string } => {
    const state = totpOf(account);
    if (state.enabled) throw new DemoError('两步验证已开启');
    state.secret = new Secret({ size: 20 }).base32;
    const uri = `otpauth://totp/${encodeURIComponent(`${TOTP_ISSUER}:${label}`)}?${new URLSearchParams({
        secret: state.secret,
        issuer: TOTP_ISSUER,
        algorithm: 'SHA1',
        digits: String(TOTP_DIGITS),
        period: String(TOTP_PERIOD_SECONDS),
    }).toString()}`;
    return { secret: state.secret, uri };
};

/** Ten new recovery codes: the digests are stored, the codes answered once. */
const newRecoveryCodes = (state: DemoTotp): string[] => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(globalThis.crypto.getRandomValues(new Uint8Array(8))));
    const digest = digestFor(state.secret);
    state.recovery = codes.map(code => digest(code.replace('-', '')));
    return codes;
};

const refuse = (state: DemoTotp, now: number, message: string): never => {
    Object.assign(state, afterWrongCode(state, now));
    throw new DemoError(message, TWO_FACTOR_CODES.wrongCode);
};

const notLocked = (state: DemoTotp, now: number) => {
    if (isLockedOut(state, now)) throw new DemoError(MSG.locked, TWO_FACTOR_CODES.locked);
};

/** A code of the account's secret, once: wrong codes count towards the lock. */
export const checkCode = (state: DemoTotp, code: unknown, now = Date.now()): void => {
    notLocked(state, now);
    const step = state.secret ? matchingStep(text(code), now, codeAt(state.secret), state.lastStep) : null;
    if (step === null) refuse(state, now, MSG.wrongCode);
    else Object.assign(state, { lastStep: step, ...NO_ATTEMPTS });
};

/** A recovery code instead of a code: it is used up. */
export const checkRecoveryCode = (state: DemoTotp, code: unknown, now = Date.now()): void => {
    notLocked(state, now);
    const left = redeemRecoveryCode(state.recovery, text(code), digestFor(state.secret));
    if (!left) refuse(state, now, MSG.wrongRecovery);
    else Object.assign(state, { recovery: left, ...NO_ATTEMPTS });
};

/** Confirms the enrolment with a code of the new secret: on, with ten recovery codes. */
export const enable = (account: WithTotp, code: unknown): string[] => {
    const state = totpOf(account);
    if (state.enabled) throw new DemoError('两步验证已开启');
    if (!state.secret) throw new DemoError('请先获取密钥');
    checkCode(state, code);
    state.enabled = true;
    return newRecoveryCodes(state);
};

/** A sensitive call of an account with the second factor on must carry a fresh code (data/account/freshCode.ts). */
export const requireFreshCode = (account: WithTotp, code: unknown): void => {
    if (!isTotpOn(account)) return;
    if (!text(code)) throw new DemoError(MSG.codeRequired, TWO_FACTOR_CODES.codeRequired);
    checkCode(totpOf(account), code);
};

export const regenerateRecoveryCodes = (account: WithTotp, code: unknown): string[] => {
    if (!isTotpOn(account)) throw new DemoError('两步验证未开启');
    requireFreshCode(account, code);
    return newRecoveryCodes(totpOf(account));
};

export const disable = (account: WithTotp, code: unknown): void => {
    if (!isTotpOn(account)) throw new DemoError('两步验证未开启');
    requireFreshCode(account, code);
    account.totp = { ...blank(), lastStep: totpOf(account).lastStep };
};

export const totpInfo = (account: WithTotp) => ({ enabled: isTotpOn(account), recoveryLeft: isTotpOn(account) ? totpOf(account).recovery.length : 0 });
