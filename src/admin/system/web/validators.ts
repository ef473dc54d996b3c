import { telegramLink } from '../../../validation/telegram';

/** Format checks of the web config's contact and CDN fields (translation keys; empty passes, pair with required()). */
const check =
    (test: (text: string) => boolean, key: string) =>
    (value: unknown): string | undefined => {
        const text = String(value ?? '').trim();
        return !text || test(text) ? undefined : key;
    };

/** A service phone: a mobile number or a hotline such as 400-800-0000, +86 10 1234 5678. */
export const validatePhone = check(text => /^\+?[\d\s()-]{5,20}$/.test(text) && /\d{3,}/.test(text.replace(/\D/g, '')), 'webConfig.validation.phone');

export const validateQq = check(text => /^[1-9]\d{4,11}$/.test(text), 'webConfig.validation.qq');

export const validateTelegram = check(text => telegramLink(text) !== undefined, 'webConfig.validation.telegram');

export const validateSiteUrl = check(text => /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(text), 'webConfig.cdn.badUrl');

export const validateApiPath = check(text => /^\/[^\s]*$/.test(text), 'webConfig.cdn.badPath');
