import { isEmail, isMobile } from '../../validation/contact';
import type { AccountTarget } from '../../data/registration/api';

/** An account typed in an open page: an email or a mobile, anything else is not an account. */
export const accountTarget = (value: unknown): AccountTarget | undefined => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (isEmail(text)) return { kind: 'mail', value: text };
    if (isMobile(text)) return { kind: 'mobile', value: text };
    return undefined;
};

/** react-admin validator: "注册账号需为邮箱或者手机号". Empty passes (pair it with required()). */
export const validateAccount = (value: unknown): string | undefined => {
    if (value === undefined || value === null || String(value).trim() === '') return undefined;
    return accountTarget(value) ? undefined : 'signup.accountFormat';
};

/** The message of a refusal (the server's msg), or the fallback key. */
export const errorMessage = (error: unknown, fallback = 'signup.failed'): string => {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : fallback;
};
