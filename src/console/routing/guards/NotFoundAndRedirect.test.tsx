import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { NotFoundPage } from './NotFoundPage';
import { RedirectHelper } from './RedirectHelper';
import { Where } from '../../../../tests/support/guardHarness';

const renderAt = (path: string, locale = 'cn') =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
                <Where />
                <Routes>
                    <Route path="/redirect/*" element={<RedirectHelper />} />
                    <Route path="/console" element={<p>home</p>} />
                    <Route path="/dns/domain/list" element={<p>domain list</p>} />
                    <Route path="*" element={<NotFoundPage />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );

describe('NotFoundPage', () => {
    it('says the page does not exist and links home', async () => {
        renderAt('/no/such/page');
        expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
        fireEvent.click(screen.getByRole('link', { name: '返回控制台' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/console'));
    });

    it('in English', async () => {
        renderAt('/nope', 'en');
        expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Back to the console' }).getAttribute('href')).toBe('/console');
    });
});

describe('RedirectHelper', () => {
    it('replaces /redirect/<path>?<query> with /<path>?<query>', async () => {
        renderAt('/redirect/dns/domain/list?page=2');
        expect(await screen.findByText('domain list')).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe('/dns/domain/list?page=2');
    });

    it('never leaves the console for a protocol-relative path', async () => {
        renderAt('/redirect//evil.example');
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/evil.example'));
    });
});
