import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createUserDataProvider } from '../../dataProvider';
import { DASHBOARD_LINKS } from '../../dashboard/links';
import { i18nProvider } from '../../../i18n/provider';
import { DomainList } from './DomainList';
import { setupDemoServer } from '../../../../tests/support/server';
import { testServices } from '../../../../tests/support/services';
import { fakeDomainsBackend, makeDomain } from '../../../../tests/support/fakeDomains';

const server = setupDemoServer();

const Search = () => <div data-testid="search">{useLocation().search}</div>;

const renderAt = (path: string) => {
    const services = testServices('user');
    services.session.setToken('test-token');
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route
                        path="/dns/domain/list/list"
                        element={
                            <>
                                <DomainList />
                                <Search />
                            </>
                        }
                    />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
};

describe('My domains reached with ?add=1 (the dashboard\'s "add domain")', () => {
    it('opens the add dialog once and drops the parameter from the URL', async () => {
        server.use(...fakeDomainsBackend([makeDomain(1, 'alpha.com')]).handlers);
        renderAt(DASHBOARD_LINKS.addDomain);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByRole('textbox', { name: /域名/ })).toBeTruthy();
        await waitFor(() => expect(screen.getByTestId('search').textContent).not.toContain('add='));
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeTruthy();
    });

    it('opens the dialog on an account without domains too (the empty state)', async () => {
        server.use(...fakeDomainsBackend([]).handlers);
        renderAt('/dns/domain/list/list?add=1');
        expect(await screen.findByTestId('domains-empty')).toBeTruthy();
        expect(await screen.findByRole('dialog')).toBeTruthy();
    });

    it('does not open it without the parameter', async () => {
        server.use(...fakeDomainsBackend([makeDomain(1, 'alpha.com')]).handlers);
        renderAt('/dns/domain/list/list');
        await screen.findByRole('link', { name: 'alpha.com' });
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
