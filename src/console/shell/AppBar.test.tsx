import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, useGetList, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { HeaderBar } from '../overrides/HeaderBar';
import { HeaderLoadingIndicator } from '../overrides/HeaderLoadingIndicator';
import { LanguageButton } from '../overrides/LanguageButton';
import { UserMessages } from './MessageDrawer';
import { i18nProvider } from '../../i18n/provider';
import '../../i18n/areas/userRoutes';
import '../../i18n/areas/adminRoutes';
import type { Flavour } from '../../authProvider/session';

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
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').at(-1)?.getAttribute('href')).toBeNull());
    // AdminContext routes with a hash router
    return within(menu)
        .getAllByRole('menuitem')
        .map(item => [item.textContent, item.getAttribute('href')?.replace(/^#/, '') ?? null]);
};

describe('avatar dropdown', () => {
    it('user: personal centre, buy plan, recharge, API key, API tokens, sign-in devices, sign out', async () => {
        expect(await menuItems('user')).toEqual([
            ['个人中心', '/account/info'],
            ['购买套餐', '/plan/purchase'],
            ['充值', '/finance/recharge'],
            ['API密钥', '/account/apikey'],
            ['API令牌', '/account/tokens'],
            ['登录设备', '/account/sessions'],
            [expect.stringMatching(/退出|注销|登出/), null],
        ]);
    });

    it('admin: authorization info, account management, product management, manual recharge, account security, sign out', async () => {
        expect(await menuItems('admin')).toEqual([
            ['授权信息', '/system/license'],
            ['账号管理', '/operation/users'],
            ['产品管理', '/operation/products'],
            ['人工充值', '/operation/recharge'],
            ['账号安全', '/system/security'],
            [expect.stringMatching(/退出|注销|登出/), null],
        ]);
    });
});

describe('header bar', () => {
    it("keeps react-admin's AppBar classes and gives no layout prop to the page", () => {
        renderIn(
            <HeaderBar alwaysOn toolbar={<span>tools</span>} userMenu={<span>avatar</span>} data-testid="bar">
                <span>brand</span>
            </HeaderBar>,
        );
        const bar = screen.getByTestId('bar');
        expect(bar.classList.contains('RaAppBar-appBar')).toBe(true);
        expect(bar.hasAttribute('alwaysOn') || bar.hasAttribute('alwayson')).toBe(false);
        const toolbar = bar.querySelector('.RaAppBar-toolbar');
        expect(toolbar?.textContent).toBe('brandtoolsavatar');
    });

    it('folds and opens the side menu, named as react-admin names it, its tooltip mounted on hover only', async () => {
        renderIn(<HeaderBar />);
        const toggle = screen.getByRole('button', { name: '关闭菜单' });
        expect(toggle.closest('.RaAppBar-menuButton')).toBeTruthy();
        expect(toggle.querySelector('.RaSidebarToggleButton-menuButtonIconOpen')).toBeTruthy();
        expect(screen.queryByRole('tooltip')).toBeNull();
        fireEvent.click(toggle);
        expect(toggle.getAttribute('aria-label')).toBe('打开菜单');
        expect(toggle.querySelector('.RaSidebarToggleButton-menuButtonIconClosed')).toBeTruthy();
        fireEvent.focus(toggle);
        expect((await screen.findByRole('tooltip')).textContent).toBe('打开菜单');
    });
});

describe('header loading indicator', () => {
    it('is the refresh button while nothing loads', () => {
        renderIn(<HeaderLoadingIndicator />);
        expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it("shows react-admin's small spinner in its place while a call is pending", async () => {
        const Pending = () => {
            useGetList('message');
            return null;
        };
        renderIn(
            <>
                <HeaderLoadingIndicator />
                <Pending />
            </>,
            { getList: () => new Promise(() => undefined) },
        );
        const spinner = await screen.findByRole('progressbar');
        expect(spinner.classList.contains('RaLoadingIndicator-loader')).toBe(true);
        expect(screen.getByRole('button', { name: '刷新' }).classList.contains('RaLoadingIndicator-loadedLoading')).toBe(true);
    });
});

describe('language button', () => {
    it('shows the language, renders its menu once opened, and switches the language', async () => {
        renderIn(<LanguageButton />);
        const button = screen.getByRole('button', { name: /中文/ });
        expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
        fireEvent.click(button);
        const menu = await screen.findByRole('menu');
        expect(
            within(menu)
                .getAllByRole('menuitem')
                .map(item => item.textContent),
        ).toEqual(['中文', 'English']);
        expect(button.getAttribute('aria-controls')).toBe(menu.id);
        fireEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));
        await waitFor(() => expect(screen.getByRole('button', { name: /English/ })).toBeTruthy());
    });
});
