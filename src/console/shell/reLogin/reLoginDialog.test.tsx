import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endReLogin, isReLoginPending, requestReLogin } from '../../../authProvider/reLoginPrompt';
import { ReLoginDialog } from './ReLoginDialog';
import { i18nProvider } from '../../../i18n/provider';
import { testServices } from '../../../../tests/support/services';

const TITLE = '登录已过期，您需要重新登录！';

const renderPage = (identityId: number) => {
    const login = vi.fn(async () => undefined);
    const authProvider: AuthProvider = {
        login,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => undefined,
        getIdentity: async () => ({ id: identityId, fullName: 'demo' }),
    };
    const view = render(
        <MemoryRouter initialEntries={['/page']}>
            <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route
                        path="/page"
                        element={
                            <form>
                                <input aria-label="remark" name="remark" />
                            </form>
                        }
                    />
                    <Route path="/" element={<p>dashboard</p>} />
                </Routes>
                <ReLoginDialog flavour="user" http={testServices('user').http} />
            </AdminContext>
        </MemoryRouter>,
    );
    return { login, view };
};

const type = (input: Element, value: string) => fireEvent.change(input, { target: { value } });

const signInThroughDialog = async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    type(dialog.querySelector('input[name="id"]')!, 'demo@dnsconsole.cn');
    type(dialog.querySelector('input[name="password"]')!, 'demo1234');
    type(dialog.querySelector('input[name="captcha"]')!, 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '登录并继续' }));
};

afterEach(() => {
    endReLogin();
    onlineManager.setOnline(true);
});

describe('the re-login dialog', () => {
    it('does not take over when nothing was typed on the page', async () => {
        renderPage(7);
        await screen.findByLabelText('remark');
        expect(requestReLogin('7')).toBe(false);
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens over a page with typed input, pauses queries, signs in and leaves the input as typed', async () => {
        const { login } = renderPage(7);
        type(await screen.findByLabelText('remark'), 'kept');
        act(() => {
            expect(requestReLogin('7')).toBe(true);
        });
        expect(onlineManager.isOnline()).toBe(false);
        await signInThroughDialog();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(login).toHaveBeenCalledWith({ account: 'demo@dnsconsole.cn', password: 'demo1234', captcha: 'ab12', uuid: expect.any(String) });
        expect(isReLoginPending()).toBe(false);
        expect(onlineManager.isOnline()).toBe(true);
        expect((screen.getByLabelText('remark') as HTMLInputElement).value).toBe('kept');
    });

    it('starts afresh on the dashboard when another account signs in', async () => {
        renderPage(8);
        type(await screen.findByLabelText('remark'), 'lost');
        act(() => {
            requestReLogin('7');
        });
        await signInThroughDialog();
        await screen.findByText('dashboard');
        // the dialog closes with MUI's exit transition
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('shows a failed sign-in in the dialog and stays open', async () => {
        const { login } = renderPage(7);
        login.mockRejectedValueOnce(new Error('验证码不正确'));
        type(await screen.findByLabelText('remark'), 'kept');
        act(() => {
            requestReLogin('7');
        });
        await signInThroughDialog();
        expect((await screen.findByRole('alert')).textContent).toContain('验证码不正确');
        expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
    });
});
