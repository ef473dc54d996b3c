import { localStorageStore, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { htmlLang } from '../../console/shell/HtmlLang';
import { preservingStore, withStartingLocale } from '../../console/shell/store';
import { isRegisterClosed, parseWebConfig } from './api';
import { newCaptchaUuid, CAPTCHA_UUID_MAX, captchaPath } from '../../open/login/captcha';

describe('parseWebConfig', () => {
    const paramValue = JSON.stringify({ basic: { webName: 'DNS' }, power: { register: 1 }, seo: {}, contact: { email: 'a@b.c' }, agreement: '<p/>' });

    it('reads paramValue JSON and the top-level members', () => {
        const config = parseWebConfig({
            code: 1,
            data: { paramKey: 'WEB_CONFIG_KEY', paramValue },
            exclusive_mode: ['dm', 'am'],
            cdnConf: { siteUrl: 'https://cdn' },
            list: [{ paramKey: 'SMS_CONFIG_KEY', status: 1 }],
        });
        expect(config).toEqual({
            basic: { webName: 'DNS' },
            power: { register: 1 },
            seo: {},
            contact: { email: 'a@b.c' },
            agreement: '<p/>',
            exclusiveMode: ['dm', 'am'],
            list: [{ paramKey: 'SMS_CONFIG_KEY', status: 1 }],
            cdnConf: { siteUrl: 'https://cdn' },
        });
        expect(isRegisterClosed(config)).toBe(true);
    });

    it('reads members nested in data, a comma-joined exclusive_mode, and survives bad JSON', () => {
        const config = parseWebConfig({ code: 1, data: { paramValue: '{oops', exclusive_mode: 'dm', list: [] } });
        expect(config.exclusiveMode).toEqual(['dm']);
        expect(config.basic).toEqual({});
        expect(config.cdnConf).toEqual({});
        expect(isRegisterClosed(config)).toBe(false);
    });

    it.each([
        [1, true],
        ['1', true],
        [0, false],
        ['0', false],
        [undefined, false],
    ])('register %j closed = %s', (register, closed) => {
        expect(isRegisterClosed({ power: { register } })).toBe(closed);
    });
});

describe('preservingStore', () => {
    it('keeps the language through a reset (sign-out) and drops the rest', () => {
        const store = preservingStore(localStorageStore('1', 'test'));
        store.setup();
        store.setItem('locale', 'en');
        store.setItem('sidebar.open', false);
        store.reset();
        expect(store.getItem('locale')).toBe('en');
        expect(store.getItem('sidebar.open')).toBeUndefined();
        store.teardown();
    });
});

describe('withStartingLocale', () => {
    it("answers the i18n provider's language until one is chosen (react-admin then renders the page in its first pass)", () => {
        let providerLocale = 'cn';
        const store = withStartingLocale(memoryStore(), () => providerLocale);
        store.setup();
        expect(store.getItem('locale')).toBe('cn');
        providerLocale = 'en';
        expect(store.getItem('locale', 'cn')).toBe('en');
        store.setItem('locale', 'cn');
        expect(store.getItem('locale')).toBe('cn');
        expect(store.getItem('sidebar.open', true)).toBe(true);
    });
});

describe('small helpers', () => {
    it('maps locales to <html lang>', () => {
        expect(htmlLang('en')).toBe('en');
        expect(htmlLang('cn')).toBe('zh-CN');
    });

    it('makes short random captcha uuids', () => {
        const a = newCaptchaUuid();
        expect(a).toMatch(/^[0-9a-f]+$/);
        expect(a.length).toBeLessThanOrEqual(CAPTCHA_UUID_MAX);
        expect(newCaptchaUuid()).not.toBe(a);
        expect(captchaPath('user')).toBe('app/account/kaptcha.jpg');
        expect(captchaPath('admin')).toBe('captcha.jpg');
    });
});
