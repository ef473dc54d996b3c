import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../i18n/provider';
import knownNames from '../i18n/areas/knownNames';
import { knownNameKeys, useKnownName } from './useKnownName';

addAreaMessages(knownNames);

const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
    </AdminContext>
);

afterEach(() => i18nProvider.changeLocale('cn'));

describe('known names', () => {
    it('reads a GeoIP name part by part, and nothing it does not know', () => {
        expect(knownNameKeys('中国 上海')).toEqual(['statNames.china', 'lineNames.shanghai']);
        expect(knownNameKeys('电信')).toEqual(['lineNames.telecom']);
        expect(knownNameKeys('其它')).toEqual(['statNames.other']);
        expect(knownNameKeys('上海市 电信')).toEqual(['lineNames.shanghai', 'lineNames.telecom']);
        expect(knownNameKeys('广东省深圳市 电信')).toEqual(['cityNames.shenzhen', 'lineNames.guangdong', 'lineNames.telecom']);
        expect(knownNameKeys('广西壮族自治区南宁市')).toBeUndefined();
        expect(knownNameKeys('新疆自治区乌鲁木齐市')).toEqual(['cityNames.urumqi', 'lineNames.xinjiang']);
        expect(knownNameKeys('广东省汕尾市 电信')).toBeUndefined();
        expect(knownNameKeys('火星 上海')).toBeUndefined();
        expect(knownNameKeys('www.example.com')).toBeUndefined();
    });

    it('shows the Chinese name in Chinese', async () => {
        await i18nProvider.changeLocale('cn');
        const { result } = renderHook(() => useKnownName(), { wrapper });
        expect(['中国 上海', '运营商本地DNS', '其他'].map(result.current)).toEqual(['中国 上海', '运营商本地DNS', '其他']);
    });

    it('names a sign-in area city first in English, and keeps one with an unknown city as given', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useKnownName(), { wrapper });
        expect(result.current('浙江省杭州市 移动')).toBe(`Hangzhou Zhejiang ${result.current('移动')}`);
        expect(result.current('广东省汕尾市 电信')).toBe('广东省汕尾市 电信');
    });

    it('translates what it knows in English and keeps the rest as given', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useKnownName(), { wrapper });
        expect(['中国 上海', '运营商本地DNS', '其他', '境外', '火星', 'Google DNS'].map(result.current)).toEqual([
            'China Shanghai',
            'ISP resolvers',
            'Other',
            'Outside mainland China',
            '火星',
            'Google DNS',
        ]);
    });
});
