import { createTheme } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, useSidebarState, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FlavourContext } from '../../authProvider/FlavourContext';
import '../../i18n/areas/userRoutes';
import { i18nProvider } from '../../i18n/provider';
import type { Device } from '../shell/responsive';
import { ShellContext, type ShellState } from '../shell/ShellContext';
import { SideMenu } from './SideMenu';
import { RouteTableProvider } from '../routing/RouteTableContext';
import { userRoutes } from '../../user/routes';
import { user, webConfig } from '../../../tests/support/guardHarness';

const theme = createTheme();

/** Says whether react-admin's sidebar is open, for the drawer-closing case. */
const SidebarOpen = () => {
    const [open] = useSidebarState();
    return <p data-testid="sidebar-open">{String(open)}</p>;
};

/** The user console's side menu at `path`, the sidebar open or folded, on a device of the given class. */
const renderMenu = ({ path = '/dns/domain/list/list', open = true, device = 'pc' as Device } = {}) => {
    const dataProvider = { getWebConfig: () => Promise.resolve(webConfig({})), getUserInfo: () => Promise.resolve(user()) } as unknown as DataProvider;
    const shell: ShellState = { flavour: 'user', device, horizontal: false, headerTheme: 'light', themes: { header: theme, aside: theme, main: theme } };
    return render(
        <FlavourContext.Provider value="user">
            <MemoryRouter initialEntries={[path]}>
                <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'cn', 'sidebar.open': open })}>
                    <RouteTableProvider routes={userRoutes}>
                        <ShellContext.Provider value={shell}>
                            <SideMenu />
                            <SidebarOpen />
                        </ShellContext.Provider>
                    </RouteTableProvider>
                </AdminContext>
            </MemoryRouter>
        </FlavourContext.Provider>,
    );
};

/** The side menu once the web config and the user info have answered (the menu follows both). */
const sideMenu = async () => {
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(nav.querySelector('[data-group="/finance"]')).toBeTruthy());
    return nav;
};

describe('side menu', () => {
    it('is a navigation of links and group buttons, not a menu: the current page is marked, its group open', async () => {
        renderMenu();
        const nav = await sideMenu();
        expect(nav.getAttribute('data-testid')).toBe('side-menu');
        expect(nav.className).toContain('RaMenu-open');
        // no MUI MenuList, MenuItem or Tooltip in the first render (each sets state as React commits)
        expect(within(nav).queryAllByRole('menu')).toHaveLength(0);
        expect(within(nav).queryAllByRole('menuitem')).toHaveLength(0);
        expect(screen.queryByRole('tooltip')).toBeNull();

        const current = within(nav).getByRole('link', { name: '我的域名' });
        expect(current.getAttribute('href')).toBe('/dns/domain/list/list');
        expect(current.getAttribute('aria-current')).toBe('page');
        expect(current.className).toContain('RaMenuItemLink-active');
        const other = within(nav).getByRole('link', { name: '概览' });
        expect(other.getAttribute('aria-current')).toBeNull();
        expect(other.className).toContain('RaMenuItemLink-root');
        expect(other.className).not.toContain('RaMenuItemLink-active');

        const dns = within(nav).getByRole('button', { name: '权威解析' });
        expect(dns.getAttribute('data-group')).toBe('/dns');
        expect(dns.getAttribute('aria-expanded')).toBe('true');
        const finance = nav.querySelector<HTMLElement>('[data-group="/finance"]')!;
        expect(finance.getAttribute('role')).toBe('button');
        expect(finance.getAttribute('aria-expanded')).toBe('false');
        // a group never opened renders no pages
        expect(nav.querySelector('a[href="/finance/recharge"]')).toBeNull();
    });

    it('every entry is a Tab stop; a group opens and closes on a click, Enter or Space', async () => {
        renderMenu();
        const nav = await sideMenu();
        for (const entry of nav.querySelectorAll('a, [data-group]')) expect(entry.getAttribute('tabindex')).toBe('0');
        const finance = nav.querySelector<HTMLElement>('[data-group="/finance"]')!;
        fireEvent.click(finance);
        expect(finance.getAttribute('aria-expanded')).toBe('true');
        expect(await within(nav).findByRole('link', { name: '账户充值' })).toBeTruthy();
        fireEvent.keyDown(finance, { key: 'Enter' });
        expect(finance.getAttribute('aria-expanded')).toBe('false');
        fireEvent.keyUp(finance, { key: ' ' });
        expect(finance.getAttribute('aria-expanded')).toBe('true');
    });

    it('folded: icons named by their titles, a tooltip on hover, a group opens its pages in a flyout', async () => {
        renderMenu({ open: false });
        const nav = await sideMenu();
        expect(nav.className).toContain('RaMenu-closed');
        expect(screen.queryByRole('tooltip')).toBeNull();
        expect(screen.queryByRole('menu')).toBeNull();

        const dashboard = within(nav).getByRole('link', { name: '概览' });
        fireEvent.pointerEnter(dashboard.parentElement!, { pointerType: 'mouse' });
        expect((await screen.findByRole('tooltip')).textContent).toBe('概览');
        fireEvent.pointerLeave(dashboard.parentElement!, { pointerType: 'mouse' });
        await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

        const finance = within(nav).getByRole('button', { name: '财务管理' });
        expect(finance.getAttribute('aria-haspopup')).toBe('menu');
        expect(finance.getAttribute('aria-expanded')).toBe('false');
        fireEvent.click(finance);
        const flyout = await screen.findByRole('menu');
        expect(finance.getAttribute('aria-expanded')).toBe('true');
        expect(within(flyout).getByRole('menuitem', { name: '账户充值' }).getAttribute('href')).toBe('/finance/recharge');
    });

    it('below 992 px, choosing a page closes the drawer', async () => {
        renderMenu({ device: 'pad' });
        fireEvent.click(within(await sideMenu()).getByRole('link', { name: '概览' }));
        await waitFor(() => expect(screen.getByTestId('sidebar-open').textContent).toBe('false'));
    });

    it('on a pc, choosing a page leaves the menu open', async () => {
        renderMenu();
        fireEvent.click(within(await sideMenu()).getByRole('link', { name: '概览' }));
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(screen.getByTestId('sidebar-open').textContent).toBe('true');
    });
});
