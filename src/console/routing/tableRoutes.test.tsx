import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { Link, MemoryRouter, Outlet, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
// the table below borrows titles of both flavours' route tables
import '../../i18n/areas/adminRoutes';
import '../../i18n/areas/userRoutes';
import { i18nProvider } from '../../i18n/provider';
import { RouteTableProvider } from './RouteTableContext';
import { tableRoutes } from './tableRoutes';
import type { ConsoleRoute } from './types';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const frameMounted = vi.fn();
/** A frame around two tabs: links to both, the tab's page in its outlet; it notes each mount. */
const TabFrame = () => {
    useEffect(() => frameMounted(), []);
    return (
        <section data-testid="frame">
            <Link to="/tabs/one">tab one</Link>
            <Link to="/tabs/two">tab two</Link>
            <Outlet />
        </section>
    );
};
const page = (text: string) => () => Promise.resolve({ default: () => <h2>{text}</h2> });

const table: ConsoleRoute[] = [
    { path: '/built', title: 'routes.recursive', screen: () => Promise.resolve({ default: () => <h1>built screen</h1> }) },
    { path: '/old', title: 'routes.log', redirect: '/built' },
    { path: '/zone/:name', title: 'routes.log', redirect: 'built' },
    { path: '/zone/:name/built', title: 'routes.recursive', screen: () => Promise.resolve({ default: () => <h1>zone screen</h1> }) },
    {
        path: '/group',
        title: 'routes.ssl',
        children: [
            { path: '/group/:id', title: 'routes.sslApply', screen: page('an item') },
            { path: '/group/hidden', title: 'routes.sslPaid', flags: { hidden: true }, screen: page('hidden') },
            { path: '/group/first', title: 'routes.sslGoods', screen: page('the first page') },
        ],
    },
    { path: '/messages', title: 'routes.messages', resource: 'message' },
    {
        path: '/tabs',
        title: 'routes.ssl',
        redirect: '/tabs/one',
        frame: () => Promise.resolve({ default: TabFrame }),
        children: [
            { path: '/tabs/one', title: 'routes.sslPaid', flags: { hidden: true }, screen: page('page one') },
            { path: '/tabs/two', title: 'routes.sslFree', flags: { hidden: true }, screen: page('page two') },
        ],
    },
];

const renderAt = (path: string, routes: ConsoleRoute[] = table) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <RouteTableProvider routes={routes}>
                    <Where />
                    <Routes>{tableRoutes(routes)}</Routes>
                </RouteTableProvider>
            </AdminContext>
        </MemoryRouter>,
    );

describe('tableRoutes', () => {
    it('renders a built screen from its lazy chunk', async () => {
        renderAt('/built');
        expect(await screen.findByText('built screen')).toBeTruthy();
    });

    it('follows a redirect', async () => {
        renderAt('/old');
        expect(await screen.findByText('built screen')).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/built');
    });

    it('follows a relative redirect from a path with parameters (a domain page leads to its first tab)', async () => {
        renderAt('/zone/example.com');
        expect(await screen.findByText('zone screen')).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/zone/example.com/built');
    });

    it("sends a group's own path to its first visible page without parameters", async () => {
        renderAt('/group');
        expect(await screen.findByRole('heading', { name: 'the first page' })).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/group/first');
    });

    it("renders a frame's pages inside it, and keeps the frame mounted from one page to the next", async () => {
        frameMounted.mockClear();
        renderAt('/tabs/one');
        expect(await screen.findByRole('heading', { name: 'page one' })).toBeTruthy();
        const frame = screen.getByTestId('frame');
        fireEvent.click(screen.getByRole('link', { name: 'tab two' }));
        expect(await screen.findByRole('heading', { name: 'page two' })).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'page one' })).toBeNull();
        expect(screen.getByTestId('frame')).toBe(frame);
        expect(frameMounted).toHaveBeenCalledTimes(1);
    });

    it("follows a frame entry's own redirect to its first page, inside the frame", async () => {
        renderAt('/tabs');
        expect(await screen.findByRole('heading', { name: 'page one' })).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/tabs/one');
        expect(screen.getByTestId('frame')).toBeTruthy();
    });

    it("loads a page's chunk beside its frame's, not once the frame has arrived", async () => {
        let frameArrives = () => {};
        const frameCode = new Promise<{ default: ComponentType }>(resolve => (frameArrives = () => resolve({ default: TabFrame })));
        const pageCode = vi.fn(page('page one'));
        renderAt('/slow/one', [
            { path: '/slow', title: 'routes.ssl', frame: () => frameCode, children: [{ path: '/slow/one', title: 'routes.sslPaid', screen: pageCode }] },
        ]);
        await waitFor(() => expect(pageCode).toHaveBeenCalled());
        frameArrives();
        expect(await screen.findByRole('heading', { name: 'page one' })).toBeTruthy();
    });

    it('leaves resource paths to their <Resource>', () => {
        expect(tableRoutes(table).map(route => route.props.path)).not.toContain('/messages');
    });
});
