import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionsPage } from './SessionsPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAccountScreen } from '../../../../tests/support/renderAccountScreen';

setupDemoServer();

const renderPage = (locale: 'cn' | 'en' = 'cn') => renderAccountScreen('/account/sessions', <SessionsPage />, '/account/sessions', 1, locale);
const rowOf = (ip: string) => screen.getAllByTestId('session-row').find(row => row.textContent?.includes(ip))!;

describe('sign-in devices screen', () => {
    it.each([
        ['cn', '本机', 'iOS 上的 Safari 18', '北京市 移动', '登录记录', '密码错误'],
        ['en', 'This device', 'Safari 18 on iOS', 'Beijing China Mobile', 'Sign-in history', 'Wrong password'],
    ] as const)(
        '%s: lists the sessions, this device first and marked, their areas in the language shown, and the sign-in history with failures',
        async (locale, thisDevice, phone, area, history, failure) => {
            renderPage(locale);
            const rows = await screen.findAllByTestId('session-row');
            expect(rows).toHaveLength(3);
            expect(rows[0].dataset.current).toBe('true');
            expect(within(rows[0]).getByText(thisDevice)).toBeTruthy();
            expect(within(rows[0]).queryByRole('button')).toBeNull();
            expect(rowOf('223.104.63.18').textContent).toContain(phone);
            expect(rowOf('223.104.63.18').textContent).toContain(area);
            expect(await screen.findByText(history)).toBeTruthy();
            const table = await screen.findByTestId('sign-in-table');
            expect(within(table).getAllByText(failure).length).toBeGreaterThan(0);
        },
    );

    it('signs one device out after a confirmation', async () => {
        renderPage();
        await screen.findAllByTestId('session-row');
        fireEvent.click(within(rowOf('183.14.132.7')).getByRole('button', { name: /^退出/ }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('Windows 上的 Edge 131（183.14.132.7）将立即退出登录');
        fireEvent.click(within(dialog).getByRole('button', { name: '退出' }));
        await screen.findByText('已退出该设备');
        await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
        expect(getDemoDb().sessions.some(session => session.token === 'demo-session-edge')).toBe(false);
    });

    it('signs out everywhere else', async () => {
        renderPage('en');
        await screen.findAllByTestId('session-row');
        fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }));
        await screen.findByText('Every other device was signed out');
        await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
        expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveProperty('disabled', true);
    });
});
