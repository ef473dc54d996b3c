import '../../i18n/areas/userRoutes';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../authProvider/session';
import { declineSessionOffer, offerSession, pendingSessionOffer } from '../../authProvider/sessionOffer';
import { i18nProvider } from '../../i18n/provider';
import { SessionOfferDialog } from './SessionOfferDialog';

const session = createSession('user', localStorage);

const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 1, fullName: 'demo' }),
};

const renderDialog = () => {
    const onSwitch = vi.fn();
    render(
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <SessionOfferDialog session={session} onSwitch={onSwitch} />
        </AdminContext>,
    );
    return onSwitch;
};

describe('SessionOfferDialog', () => {
    afterEach(() => {
        declineSessionOffer();
        localStorage.clear();
    });

    const signedInAsDemo = () => {
        session.setToken('T1');
        session.setUser({ userId: 1, username: 'demo' });
        offerSession({ kind: 'switch', token: 'T2', user: { userId: 2, username: 'attacker' } });
    };

    it('asks "continue as X / stay as Y"; staying (the default) changes nothing', async () => {
        signedInAsDemo();
        const onSwitch = renderDialog();
        const stay = await screen.findByRole('button', { name: '保持 demo' });
        const dialog = screen.getByRole('dialog', { name: '切换到其他账号？' });
        expect(dialog.textContent).toContain('您打开的链接将以 attacker 的身份登录，您当前登录的账号是 demo。');
        expect(document.activeElement).toBe(stay);
        fireEvent.click(stay);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(session.getToken()).toBe('T1');
        expect(session.getUser()).toEqual({ userId: 1, username: 'demo' });
        expect(pendingSessionOffer()).toBeUndefined();
        expect(onSwitch).not.toHaveBeenCalled();
    });

    it('continuing stores the offered session and reloads into it', async () => {
        signedInAsDemo();
        const onSwitch = renderDialog();
        fireEvent.click(await screen.findByRole('button', { name: '以 attacker 继续' }));
        expect(session.getToken()).toBe('T2');
        expect(session.getUser()).toEqual({ userId: 2, username: 'attacker' });
        expect(onSwitch).toHaveBeenCalledTimes(1);
    });

    it('a refused link: says so, and the session stays', async () => {
        session.setToken('T1');
        offerSession({ kind: 'invalid' });
        renderDialog();
        const dialog = await screen.findByRole('dialog', { name: '登录链接无效' });
        expect(dialog.textContent).toContain('您打开的链接无效或已过期');
        fireEvent.click(screen.getByRole('button', { name: '知道了' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(session.getToken()).toBe('T1');
    });

    it('nothing offered: nothing shown', () => {
        renderDialog();
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
