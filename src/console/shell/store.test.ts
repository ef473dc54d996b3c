import { localStorageStore, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { htmlLang } from './HtmlLang';
import { preservingStore, withStartingLocale } from './store';

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

describe('<html lang>', () => {
    it('maps locales to <html lang>', () => {
        expect(htmlLang('en')).toBe('en');
        expect(htmlLang('cn')).toBe('zh-CN');
    });
});
