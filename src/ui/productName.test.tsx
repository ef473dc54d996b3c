import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../i18n/provider';
import knownNames from '../i18n/areas/knownNames';
import { useProductName } from './productName';

addAreaMessages(knownNames);

const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
    </AdminContext>
);

afterEach(() => i18nProvider.changeLocale('cn'));

const NAMES = [
    '免费版',
    '专业版（月付）',
    'HTTPDNS 100万次解析包',
    '记录扩展包（100条）',
    'QPS 扩展包（1000 QPS）',
    '自定义线路扩展包（10条）',
    '余额充值',
    'HTTPDNS 100万次解析包 × 3',
    '专业版 升级为 企业版 · 365天',
    '专业版 续费 · 1年',
    '旗舰版 · 2年',
    '专业版 · 1个月',
    'DV SSL证书 · 1年',
    'TrustAsia DV 免费版',
    '实名认证费',
];

describe('plan, service and order item names', () => {
    it('read in Chinese exactly as the service wrote them', async () => {
        await i18nProvider.changeLocale('cn');
        const { result } = renderHook(() => useProductName(), { wrapper });
        expect(NAMES.map(result.current)).toEqual(NAMES);
    });

    it('read in English where the console knows them', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useProductName(), { wrapper });
        expect(NAMES.map(result.current)).toEqual([
            'Free',
            'Professional (monthly)',
            'HTTPDNS pack (1M queries)',
            'Record pack (100 records)',
            'QPS pack (1000 QPS)',
            'Custom line pack (10 lines)',
            'Balance top-up',
            'HTTPDNS pack (1M queries) × 3',
            'Professional upgraded to Enterprise · 365 days',
            'Professional renewal · 1 year',
            'Ultimate · 2 years',
            'Professional · 1 month',
            'DV SSL certificate · 1 year',
            'TrustAsia DV free',
            'Identity verification fee',
        ]);
    });

    it('keep a name, or a name inside a pattern, the console does not know as given', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useProductName(), { wrapper });
        expect(
            ['黄金套餐', '黄金套餐 · 1年', '黄金套餐 升级为 企业版 · 30天', 'Gold plan', '', 'Sectigo PositiveSSL DV · a.example.com'].map(result.current),
        ).toEqual(['黄金套餐', '黄金套餐 · 1年', '黄金套餐 升级为 企业版 · 30天', 'Gold plan', '', 'Sectigo PositiveSSL DV · a.example.com']);
    });
});
