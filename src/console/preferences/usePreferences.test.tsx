import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { localStorageStore, StoreContextProvider, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, USER_PAGE_SIZE_OPTIONS } from '../../config/constants';
import { normaliseHex, readableOn } from './colors';
import { DEFAULT_TABLE_PREFS, pageSizeOptions, sanitizeTablePrefs, useTablePageSize } from './tablePrefs';
import { DEFAULT_THEME_PREFS, sanitizeThemePrefs, useThemePrefs } from './themePrefs';
import { usePreferences } from './usePreferences';
import { useAreaThemes } from './useAreaThemes';

const STORAGE_PREFIX = 'RaStoredns-console.test';
const newStore = () => {
    const store = localStorageStore('1', 'dns-console.test');
    store.setup();
    return store;
};
const wrapper = (store: Store) =>
    function Wrapper({ children }: { children: ReactNode }) {
        return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
    };

describe('sanitizing what the store gives back', () => {
    it('keeps valid fields and falls back field by field', () => {
        expect(sanitizeThemePrefs(undefined)).toEqual(DEFAULT_THEME_PREFS);
        expect(sanitizeThemePrefs({ headerTheme: 'dark', asideTheme: 'purple', primaryColor: 'red', layoutMode: 'horizontal' })).toEqual({
            ...DEFAULT_THEME_PREFS,
            headerTheme: 'dark',
            layoutMode: 'horizontal',
        });
        expect(sanitizeThemePrefs({ primaryColor: '#F52' }).primaryColor).toBe('#ff5522');
        expect(sanitizeTablePrefs({ stripe: 'yes', border: true, pageSize: 25, size: 'medium', align: 'middle' })).toEqual({
            ...DEFAULT_TABLE_PREFS,
            border: true,
            size: 'medium',
        });
        expect(sanitizeTablePrefs([1, 2])).toEqual(DEFAULT_TABLE_PREFS);
    });

    it('spec defaults: small, left, 20 per page, no stripe or border; vertical layout, light areas, blue', () => {
        expect(DEFAULT_TABLE_PREFS).toEqual({ stripe: false, border: false, size: 'small', align: 'left', pageSize: DEFAULT_PAGE_SIZE });
        expect(DEFAULT_PAGE_SIZE).toBe(20);
        expect(DEFAULT_THEME_PREFS).toEqual({ layoutMode: 'vertical', headerTheme: 'light', asideTheme: 'light', mainTheme: 'light', primaryColor: '#1677ff' });
    });
});

describe('colours', () => {
    it('normalises hex input and leaves readable colours alone', () => {
        expect(normaliseHex('#ABCDEF')).toBe('#abcdef');
        expect(normaliseHex('rgb(1,2,3)')).toBeUndefined();
        expect(readableOn('#1677ff', '#ffffff', 3)).toBe('#1677ff');
        expect(readableOn('#52c41a', '#001529')).toBe('#52c41a');
        expect(readableOn('#ffffff', '#ffffff')).toMatch(/^#[0-9a-f]{6}$/);
    });
});

describe('page size options', () => {
    it('adds the chosen size to a list that lacks it, in order', () => {
        expect(pageSizeOptions(30, USER_PAGE_SIZE_OPTIONS)).toEqual([10, 20, 30, 50, 100, 200]);
        expect(pageSizeOptions(20, USER_PAGE_SIZE_OPTIONS)).toEqual(USER_PAGE_SIZE_OPTIONS);
        expect(pageSizeOptions(40)).toEqual([10, 20, 30, 40, 50, 100, 200]);
    });
});

describe('saved preferences (react-admin Store over localStorage)', () => {
    it('update merges and saves locally; a new store (a reload) reads it back; reset clears it', () => {
        const store = newStore();
        const { result } = renderHook(() => useThemePrefs(), { wrapper: wrapper(store) });
        expect(result.current.prefs).toEqual(DEFAULT_THEME_PREFS);
        act(() => result.current.update({ headerTheme: 'dark' }));
        act(() => result.current.update({ primaryColor: '#722ed1' }));
        expect(result.current.prefs).toEqual({ ...DEFAULT_THEME_PREFS, headerTheme: 'dark', primaryColor: '#722ed1' });
        expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}.preferences.theme`)!)).toEqual({ headerTheme: 'dark', primaryColor: '#722ed1' });

        const reloaded = renderHook(() => useThemePrefs(), { wrapper: wrapper(newStore()) });
        expect(reloaded.result.current.prefs.headerTheme).toBe('dark');

        act(() => result.current.reset());
        expect(result.current.prefs).toEqual(DEFAULT_THEME_PREFS);
        expect(localStorage.getItem(`${STORAGE_PREFIX}.preferences.theme`)).toBeNull();
    });

    it('prefs keep their identity between renders, so themes are not rebuilt for nothing', () => {
        const { result, rerender } = renderHook(() => useAreaThemes(), { wrapper: wrapper(newStore()) });
        const first = result.current;
        rerender();
        expect(result.current).toBe(first);
    });

    it('a table change rebuilds only the main theme; resetAll clears theme and table settings', () => {
        const store = newStore();
        const { result } = renderHook(() => ({ themes: useAreaThemes(), prefs: usePreferences(), pageSize: useTablePageSize() }), { wrapper: wrapper(store) });
        const before = result.current.themes;
        act(() => result.current.prefs.table.update({ stripe: true, pageSize: 10 }));
        expect(result.current.pageSize).toBe(10);
        expect(result.current.themes.header).toBe(before.header);
        expect(result.current.themes.main).not.toBe(before.main);

        act(() => result.current.prefs.theme.update({ mainTheme: 'dark' }));
        expect(result.current.themes.main.palette.mode).toBe('dark');
        act(() => result.current.prefs.resetAll());
        expect(result.current.prefs.theme.prefs).toEqual(DEFAULT_THEME_PREFS);
        expect(result.current.prefs.table.prefs).toEqual(DEFAULT_TABLE_PREFS);
        expect(result.current.pageSize).toBe(20);
        expect(Object.keys(localStorage).filter(key => key.includes('preferences'))).toEqual([]);
    });
});
