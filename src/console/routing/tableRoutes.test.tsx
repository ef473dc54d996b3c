import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
// the table below borrows titles of both flavours' route tables
import '../../i18n/areas/adminRoutes';
import '../../i18n/areas/userRoutes';
import { i18nProvider } from '../../i18n/provider';
import { tableRoutes } from './tableRoutes';
import type { ConsoleRoute } from './types';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const table: ConsoleRoute[] = [
    { path: '/built', title: 'routes.recursive', screen: () => Promise.resolve({ default: () => <h1>built screen</h1> }) },
    { path: '/old', title: 'routes.log', redirect: '/built' },
    { path: '/zone/:name', title: 'routes.log', redirect: 'built' },
    { path: '/zone/:name/built', title: 'routes.recursive', screen: () => Promise.resolve({ default: () => <h1>zone screen</h1> }) },
    {
        path: '/group',
        title: 'routes.ssl',
        children: [
            { path: '/group/:id', title: 'routes.sslApply' },
            { path: '/group/hidden', title: 'routes.sslPaid', flags: { hidden: true } },
            { path: '/group/first', title: 'routes.sslGoods' },
        ],
    },
    { path: '/messages', title: 'routes.messages', resource: 'message' },
];

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Where />
                <Routes>{tableRoutes(table)}</Routes>
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
        expect(await screen.findByRole('heading', { name: '购买证书' })).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/group/first');
    });

    it('shows a placeholder naming a feature that is not built yet', async () => {
        renderAt('/group/first');
        expect(await screen.findByRole('heading', { name: '购买证书' })).toBeTruthy();
        expect(screen.getByText('该功能正在建设中，将在后续版本中开放。')).toBeTruthy();
    });

    it('leaves resource paths to their <Resource>', () => {
        expect(tableRoutes(table).map(route => route.props.path)).not.toContain('/messages');
    });
});
