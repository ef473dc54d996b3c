import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../i18n/provider';
import knownNames from '../i18n/areas/knownNames';
import { useLogText } from './logText';

addAreaMessages(knownNames);

const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
    </AdminContext>
);

afterEach(() => i18nProvider.changeLocale('cn'));

const ACTIONS = ['添加域名', '修改记录', '开启DNSSEC', '登录失败', '移动分组', '自定义动作'];
const SUMMARIES = [
    '账号密码登录成功',
    '绑定手机号 138****8000',
    '密钥标签 12345，算法 13',
    '（清空）',
    '官网（3个域名）',
    '默认TTL 600，CNAME加速 开，递归 关，搜索引擎 开',
    'www A 默认 203.0.113.10',
    'a A 默认 192.0.2.1；b A 电信 192.0.2.2 等7条',
    'shop.cn: @ A 默认 203.0.113.10 -> 203.0.113.20',
    'shop.cn: old CNAME 默认 old.cdn.example.net',
    '随便写的说明',
];

describe('operation log actions and summaries', () => {
    it('read in Chinese exactly as the service wrote them', async () => {
        await i18nProvider.changeLocale('cn');
        const { result } = renderHook(() => useLogText(), { wrapper });
        expect(ACTIONS.map(result.current.action)).toEqual(ACTIONS);
        expect(SUMMARIES.map(result.current.summary)).toEqual(SUMMARIES);
    });

    it('read in English where the console knows them, the rest as given', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useLogText(), { wrapper });
        expect(ACTIONS.map(result.current.action)).toEqual(['Add domain', 'Change record', 'Enable DNSSEC', 'Sign-in failed', 'Move to group', '自定义动作']);
        expect(SUMMARIES.map(result.current.summary)).toEqual([
            'Signed in with the password',
            'Bound mobile 138****8000',
            'Key tag 12345, algorithm 13',
            '(cleared)',
            '官网 (3 domains)',
            'Default TTL 600, CNAME acceleration on, recursion off, search engines on',
            'www A Default 203.0.113.10',
            'a A Default 192.0.2.1; b A 电信 192.0.2.2 and more, 7 in all',
            'shop.cn: @ A Default 203.0.113.10 -> 203.0.113.20',
            'shop.cn: old CNAME Default old.cdn.example.net',
            '随便写的说明',
        ]);
    });
});
