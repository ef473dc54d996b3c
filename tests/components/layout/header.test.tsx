import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConsoleUserMenu } from '../../../src/layout/ConsoleUserMenu';
import { UserMessages } from '../../../src/layout/MessageDrawer';
import { i18nProvider } from '../../../src/i18n/provider';
import type { Flavour } from '../../../src/authProvider/session';


const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'demo' }),
};

const renderIn = (ui: React.ReactNode, dataProvider: Partial<DataProvider> = {}) =>
    render(
        <AdminContext dataProvider={dataProvider as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            {ui}
        </AdminContext>,
    );

describe('message bell', () => {
    it.each([
        [150, '99+'],
        [100, '99+'],
        [99, '99'],
        [7, '7'],
    ])('%i unread shows "%s" on the badge', async (count, text) => {
        renderIn(<UserMessages />, { getUnreadCount: async () => count } as Partial<DataProvider>);
        const bell = await screen.findByTestId('message-bell');
        await waitFor(() => expect(bell.querySelector('.MuiBadge-badge')?.textContent).toBe(text));
        expect(bell.getAttribute('aria-label')).toContain(text);
    });

    it('shows no badge without unread messages', async () => {
        renderIn(<UserMessages />, { getUnreadCount: async () => 0 } as Partial<DataProvider>);
        const bell = await screen.findByTestId('message-bell');
        await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知'));
        expect(bell.querySelector('.MuiBadge-invisible')).toBeTruthy();
    });
});

const menuItems = async (flavour: Flavour) => {
    renderIn(<ConsoleUserMenu flavour={flavour} />);
    fireEvent.click(await screen.findByRole('button', { name: /demo|账号/ }));
    const menu = await screen.findByRole('menu');
    // sign out appears once react-admin has checked the session
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(5));
    // AdminContext routes with a hash router
    return within(menu)
        .getAllByRole('menuitem')
        .map(item => [item.textContent, item.getAttribute('href')?.replace(/^#/, '') ?? null]);
};

describe('avatar dropdown', () => {
    it('user: personal centre, buy plan, recharge, API key, sign out', async () => {
        expect(await menuItems('user')).toEqual([
            ['个人中心', '/account/info'],
            ['购买套餐', '/plan/purchase'],
            ['充值', '/finance/recharge'],
            ['API密钥', '/account/apikey'],
            [expect.stringMatching(/退出|注销|登出/), null],
        ]);
    });

    it('admin: authorization info, account management, product management, manual recharge, sign out', async () => {
        expect(await menuItems('admin')).toEqual([
            ['授权信息', '/system/license'],
            ['账号管理', '/operation/users'],
            ['产品管理', '/operation/products'],
            ['人工充值', '/operation/recharge'],
            [expect.stringMatching(/退出|注销|登出/), null],
        ]);
    });
});
