import { twoFactorRefusal } from '../../data/account/totp';

/**
 * What to show at the code field when the server refuses a code: the reason in the console's language when the
 * envelope code names one (data/account/totp.ts TWO_FACTOR_CODES), else the server's own msg. A translation key or
 * text: react-admin's inputs translate what they are given and show unknown text as it is.
 */
export const refusalMessage = (error: unknown): string => {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const reason = twoFactorRefusal(code);
    if (reason) return `twoFactor.errors.${reason}`;
    return typeof message === 'string' && message ? message : 'http.failed';
};
