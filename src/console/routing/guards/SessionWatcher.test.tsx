import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../authProvider/session';
import { i18nProvider } from '../../../i18n/provider';
import { SessionWatcher } from './SessionWatcher';

const session = createSession('user');

const renderWatcher = (path: string, onReload = vi.fn()) => {
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <SessionWatcher session={session} onReload={onReload} />
            </AdminContext>
        </MemoryRouter>,
    );
    return onReload;
};

/** What the browser fires in this tab when another tab writes the key. */
const otherTab = (key: string | null, oldValue: string | null, newValue: string | null) =>
    act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
    });

describe('SessionWatcher', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('a new token in another tab: "登录账号变更！", and confirming reloads', async () => {
        const reload = renderWatcher('/dns/dashboard');
        expect(screen.queryByRole('dialog')).toBeNull();
        otherTab(session.tokenKey, 'old-token', 'new-token');
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('登录账号变更！');
        // no more calls with a session this page does not have
        expect(onlineManager.isOnline()).toBe(false);
        // no way out but reloading
        fireEvent.keyDown(dialog, { key: 'Escape' });
        expect(screen.getByRole('dialog')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '刷新页面' }));
        expect(reload).toHaveBeenCalledTimes(1);
    });

    it('the token removed in another tab: "登录过期！"', async () => {
        renderWatcher('/message/list');
        otherTab(session.tokenKey, 'old-token', null);
        expect((await screen.findByRole('dialog')).textContent).toContain('登录过期！');
    });

    it('a sign-in elsewhere (remove, then a new token) ends as "登录账号变更！"', async () => {
        renderWatcher('/dns/dashboard');
        otherTab(session.tokenKey, 'old-token', null);
        otherTab(session.tokenKey, null, 'new-token');
        expect((await screen.findByRole('dialog')).textContent).toContain('登录账号变更！');
    });

    it('other keys and the same token again: nothing', async () => {
        renderWatcher('/dns/dashboard');
        otherTab('dns-console.user.user', '{}', '{"a":1}');
        otherTab('dns-console.admin.token', 'a', null);
        otherTab(session.tokenKey, 'same', 'same');
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(onlineManager.isOnline()).toBe(true);
    });

    it.each(['/login', '/register', '/forget', '/reset-password', '/register-binding'])('nothing on %s', async path => {
        renderWatcher(path);
        otherTab(session.tokenKey, 'old-token', 'new-token');
        otherTab(session.tokenKey, 'new-token', null);
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stops listening when unmounted', async () => {
        renderWatcher('/dns/dashboard');
        cleanup();
        otherTab(session.tokenKey, 'old-token', null);
        renderWatcher('/dns/dashboard');
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
