import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenPage } from './dns/accessToken/AccessTokenPage';
import { ApiKeyPage } from './account/apiKey/ApiKeyPage';
import { HttpdnsConfigurePage } from './httpdns/HttpdnsConfigurePage';
import { DEMO_ACCESS_TOKEN } from '../demo/accounts';
import { getDemoDb } from '../demo/db';
import { issueToken } from '../demo/http';
import { renderUserRoute } from '../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../tests/support/server';

setupDemoServer();

/**
 * Every view of a secret the console shows (API key, access token, HTTPDNS keys): masked on screen, so neither
 * the DOM nor a copy of the selected text holds it; the explicit copy button is the one way to the clipboard
 * without revealing it (the decision: copying is an explicit act, like revealing), and the reveal shows it.
 */
interface SecretView {
    name: string;
    path: string;
    screen: ReactElement;
    testId: string;
    /** Where the field, its reveal and copy buttons sit (several secrets on one screen). */
    scope?: string;
    secret(): string;
    reveal: string;
    copy: string;
}

const VIEWS: SecretView[] = [
    {
        name: 'API key',
        path: '/account/apikey',
        screen: <ApiKeyPage />,
        testId: 'api-key',
        secret: () => getDemoDb().users[0].apiKey as string,
        reveal: '显示密钥',
        copy: '复制密钥',
    },
    {
        name: 'access token',
        path: '/dns/domain/access-token',
        screen: <AccessTokenPage />,
        testId: 'access-token',
        secret: () => DEMO_ACCESS_TOKEN,
        reveal: '显示令牌',
        copy: '复制令牌',
    },
    {
        name: 'HTTPDNS secret key',
        path: '/httpdns/configure',
        screen: <HttpdnsConfigurePage />,
        testId: 'httpdns-secret-key',
        scope: 'httpdns-secret-row',
        secret: () => getDemoDb().httpdnsUser.keys.find(row => row.userId === 1)!.secretKey,
        reveal: '显示密钥',
        copy: '复制密钥',
    },
    {
        name: 'HTTPDNS AES key',
        path: '/httpdns/configure',
        screen: <HttpdnsConfigurePage />,
        testId: 'httpdns-aes-key',
        scope: 'httpdns-aes-row',
        secret: () => getDemoDb().httpdnsUser.keys.find(row => row.userId === 1)!.aesKey,
        reveal: '显示密钥',
        copy: '复制密钥',
    },
];

const setClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
    Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });

afterEach(() => setClipboard(undefined));

/** What a person copying the field's text with the mouse or Ctrl+C would get: the text on screen. */
const selectionCopy = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
};

describe.each(VIEWS)('$name', view => {
    const open = async () => {
        renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: view.path, path: view.path, screen: view.screen });
        const field = await screen.findByTestId(view.testId);
        const scope = view.scope ? screen.getByTestId(view.scope) : document.body;
        return { field, scope: within(scope) };
    };

    it('is masked: not in the DOM (text or attributes), not in a copy of the selection', async () => {
        const secret = view.secret();
        expect(secret.length).toBeGreaterThan(8);
        const { field } = await open();
        expect(field.getAttribute('data-revealed')).toBe('false');
        expect(field.textContent).toMatch(/•/);
        expect(document.body.innerHTML).not.toContain(secret);
        expect(selectionCopy(field)).not.toContain(secret);
    });

    it('the copy button gives the clipboard the real value without revealing it; the reveal shows it', async () => {
        const secret = view.secret();
        const writeText = vi.fn(() => Promise.resolve());
        setClipboard(writeText);
        const { scope } = await open();
        fireEvent.click(scope.getByRole('button', { name: view.copy }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
        expect(screen.getByTestId(view.testId).textContent).not.toContain(secret);
        fireEvent.click(scope.getByRole('button', { name: view.reveal }));
        expect(screen.getByTestId(view.testId).textContent).toBe(secret);
    });
});
