/**
 * The rules of two-factor sign-in (TOTP, RFC 6238), shared by the console's forms and the demo backend: what a
 * code and a recovery code look like, which time steps a code may come from, that a step or a recovery code is
 * accepted once, and when too many wrong codes lock the account for a while. Computing a code (HMAC) is the
 * server's business: here a step's code is whatever `codeAt(step)` answers.
 */

/** Digits of a code and seconds of a time step: what every authenticator app uses by default. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (a phone's clock a little off). */
export const TOTP_DRIFT_STEPS = 1;

/** Recovery codes handed out at once; each signs in once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;
/** Eight characters from a set without look-alikes (no 0/o, 1/l/i), shown as two groups of four. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Wrong codes in a row before the second factor is locked, and for how long. */
export const MAX_CODE_FAILURES = 5;
export const LOCK_MINUTES = 15;

/** A typed code without the spaces a person may copy with it ("123 456"). */
export const normalizeTotpCode = (text: string): string => text.replace(/\s+/g, '');

export const isTotpCode = (text: string): boolean => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(text));

/** A recovery code as stored and compared: lower case, no dash or spaces. */
export const normalizeRecoveryCode = (text: string): string => text.replace(/[\s-]+/g, '').toLowerCase();

const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{8}$`);

export const isRecoveryCode = (text: string): boolean => RECOVERY_PATTERN.test(normalizeRecoveryCode(text));

/** How a recovery code is shown: "abcd-efgh". */
export const formatRecoveryCode = (code: string): string => {
    const plain = normalizeRecoveryCode(code);
    return `${plain.slice(0, 4)}-${plain.slice(4)}`;
};

/** A recovery code from eight random numbers (the caller's source of randomness). */
export const recoveryCodeFrom = (random: ArrayLike<number>): string =>
    formatRecoveryCode(Array.from({ length: 8 }, (_, index) => RECOVERY_CODE_ALPHABET[(random[index] ?? 0) % RECOVERY_CODE_ALPHABET.length]).join(''));

/** A base32 secret in groups of four, for typing into an app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The time step of a moment (milliseconds since the epoch). */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step a code belongs to, among the current one and its neighbours (TOTP_DRIFT_STEPS), or null. A step at or
 * before `lastUsedStep` is refused: a code signs in once, even inside its window.
 */
export const matchingStep = (code: string, nowMs: number, codeAt: (step: number) => string, lastUsedStep = -Infinity): number | null => {
    const typed = normalizeTotpCode(code);
    if (!isTotpCode(typed)) return null;
    const current = stepAt(nowMs);
    for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
        if (step > lastUsedStep && codeAt(step) === typed) return step;
    }
    return null;
};

/**
 * Redeems a recovery code against those still unused (as stored: `digest` of the normalized code): the codes left
 * without it, or null when it is not one of them. A used code is gone, so it never works twice.
 */
export const redeemRecoveryCode = (unused: readonly string[], code: string, digest: (normalized: string) => string = plain => plain): string[] | null => {
    if (!isRecoveryCode(code)) return null;
    const stored = digest(normalizeRecoveryCode(code));
    const index = unused.indexOf(stored);
    return index < 0 ? null : [...unused.slice(0, index), ...unused.slice(index + 1)];
};

/** Wrong codes in a row, and until when (ms) the second factor refuses every code. */
export interface CodeAttempts {
    failures: number;
    lockedUntil: number;
}

export const NO_ATTEMPTS: CodeAttempts = { failures: 0, lockedUntil: 0 };

export const isLockedOut = (attempts: CodeAttempts, nowMs: number): boolean => attempts.lockedUntil > nowMs;

/** After a wrong code: one more failure; the MAX_CODE_FAILURES-th locks for LOCK_MINUTES and starts the count again. */
export const afterWrongCode = (attempts: CodeAttempts, nowMs: number): CodeAttempts => {
    const failures = attempts.failures + 1;
    return failures >= MAX_CODE_FAILURES ? { failures: 0, lockedUntil: nowMs + LOCK_MINUTES * 60_000 } : { failures, lockedUntil: attempts.lockedUntil };
};

/** react-admin validators (empty passes: pair with required()); the result is a translation key. */
export const validateTotpCode = (value: unknown): string | undefined =>
    value === undefined || value === null || value === '' || isTotpCode(String(value)) ? undefined : 'twoFactor.validation.code';

export const validateRecoveryCode = (value: unknown): string | undefined =>
    value === undefined || value === null || value === '' || isRecoveryCode(String(value)) ? undefined : 'twoFactor.validation.recoveryCode';

/**
 * Designed: the envelope codes of a refused second factor, so each console names the reason in its own language
 * (the msg is the server's Chinese): a wrong code or recovery code, too many wrong codes, a sensitive call without
 * its fresh code, a sign-in challenge that expired.
 */
export const TWO_FACTOR_CODES = { wrongCode: 4601, locked: 4602, codeRequired: 4603, expired: 4604 } as const;

export type TwoFactorRefusal = keyof typeof TWO_FACTOR_CODES;

/** The reason of a refused call (its envelope code), or undefined when it was refused for another reason. */
export const twoFactorRefusal = (code: unknown): TwoFactorRefusal | undefined =>
    (Object.keys(TWO_FACTOR_CODES) as TwoFactorRefusal[]).find(reason => TWO_FACTOR_CODES[reason] === Number(code));
