import type { Flavour } from '../../authProvider/session';

/** The captcha image path of each flavour (API-NOTES "Sign-in and account"). */
export const captchaPath = (flavour: Flavour): string => (flavour === 'user' ? 'app/account/kaptcha.jpg' : 'captcha.jpg');

/** Longest uuid the backend accepts for a captcha. */
export const CAPTCHA_UUID_MAX = 30;

/**
 * A random captcha uuid of 24 hex characters. getRandomValues works outside secure contexts too (a console
 * served over plain http on an intranet address), unlike crypto.randomUUID.
 */
export const newCaptchaUuid = (): string => {
    const bytes = new Uint8Array(12);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('');
};
