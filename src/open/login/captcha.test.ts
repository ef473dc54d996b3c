import { describe, expect, it } from 'vitest';
import { CAPTCHA_UUID_MAX, captchaPath, newCaptchaUuid } from './captcha';

describe('the captcha', () => {
    it('makes short random captcha uuids', () => {
        const a = newCaptchaUuid();
        expect(a).toMatch(/^[0-9a-f]+$/);
        expect(a.length).toBeLessThanOrEqual(CAPTCHA_UUID_MAX);
        expect(newCaptchaUuid()).not.toBe(a);
        expect(captchaPath('user')).toBe('app/account/kaptcha.jpg');
        expect(captchaPath('admin')).toBe('captcha.jpg');
    });
});
