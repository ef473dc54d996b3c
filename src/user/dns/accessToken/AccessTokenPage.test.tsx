import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenPage } from './AccessTokenPage';
import { signInLink } from './signInLink';
import { DEMO_ACCESS_TOKEN } from '../../../demo/accounts';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../tests/support/server';

setupDemoServer();

const PATH = '/dns/domain/access-token';
const renderPage = (userId = 1) => renderUserRoute({ token: issueToken(getDemoDb(), 'user', userId), route: PATH, path: PATH, screen: <AccessTokenPage /> });
const setClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
    Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });

afterEach(() => setClipboard(undefined));

describe('access token screen', () => {
    it('shows the token masked with a sign-in link masked alike, until revealed', async () => {
        renderPage();
        const token = await screen.findByTestId('access-token');
        expect(token.textContent).not.toContain(DEMO_ACCESS_TOKEN);
        expect(screen.getByTestId('access-token-link').textContent).not.toContain(DEMO_ACCESS_TOKEN);
        fireEvent.click(screen.getByRole('button', { name: '显示令牌' }));
        expect(screen.getByTestId('access-token').textContent).toBe(DEMO_ACCESS_TOKEN);
        expect(screen.getByTestId('access-token-link').textContent).toBe(signInLink(location.origin, DEMO_ACCESS_TOKEN));
    });

    it('copies the token, and says so when the browser cannot', async () => {
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '复制链接' }));
        await screen.findByText('该浏览器不支持复制，请手动选择文本复制');
        const writeText = vi.fn(() => Promise.resolve());
        setClipboard(writeText);
        fireEvent.click(screen.getByRole('button', { name: '复制令牌' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(DEMO_ACCESS_TOKEN));
    });

    it('regenerates only after the confirmation', async () => {
        renderPage();
        await screen.findByTestId('access-token');
        fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().accessTokens.find(row => row.userId === 1)?.accessToken).toBe(DEMO_ACCESS_TOKEN);
        fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
        const again = await screen.findByRole('dialog');
        fireEvent.click(Array.from(again.querySelectorAll('button')).find(button => button.textContent === '重新生成')!);
        await screen.findByText('已生成新的访问令牌');
        const fresh = getDemoDb().accessTokens.find(row => row.userId === 1)?.accessToken;
        expect(fresh).not.toBe(DEMO_ACCESS_TOKEN);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '显示令牌' }));
        expect(screen.getByTestId('access-token').textContent).toBe(fresh);
    });

    it('offers to generate the first token when there is none', async () => {
        renderPage(2);
        fireEvent.click(await screen.findByRole('button', { name: '生成访问令牌' }));
        await screen.findByText('访问令牌已生成');
        expect(getDemoDb().accessTokens.find(row => row.userId === 2)?.accessToken).toBeTruthy();
    });
});

describe('sign-in link', () => {
    it('joins the console address and the token (escaped), dropping a query or trailing slash', () => {
        expect(signInLink('https://dns.example.com/', 'a b')).toBe('https://dns.example.com/?access_token=a%20b');
        expect(signInLink('https://dns.example.com/x?y=1', 'tok')).toBe('https://dns.example.com/x/?access_token=tok');
    });
});
