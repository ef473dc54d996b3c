import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyPage } from './ApiKeyPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAccountScreen } from '../../../../tests/support/renderAccountScreen';

setupDemoServer();

const SEEDED = 'ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436';
const renderPage = (userId = 1) => renderAccountScreen('/account/apikey', <ApiKeyPage />, '/account/apikey', userId);
const setClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
    Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });

afterEach(() => setClipboard(undefined));

describe('API key screen', () => {
    it('shows the key masked, reveals and hides it, and an example call with it (masked alike)', async () => {
        renderPage();
        const key = await screen.findByTestId('api-key');
        expect(key.textContent).toBe(`ak_dem${'•'.repeat(12)}c436`);
        // the example follows the reveal: masked on screen and in its copy until the key is shown
        expect(screen.getByTestId('api-example').textContent).toContain(`-H 'apikey: ak_dem${'•'.repeat(12)}c436'`);
        fireEvent.click(screen.getByRole('button', { name: '显示密钥' }));
        expect(screen.getByTestId('api-key').textContent).toBe(SEEDED);
        expect(screen.getByTestId('api-example').textContent).toContain(`-H 'apikey: ${SEEDED}'`);
        expect(screen.getByTestId('api-example').textContent).toContain('/antsxdp/app/dns/domain/list');
        fireEvent.click(screen.getByRole('button', { name: '隐藏密钥' }));
        expect(screen.getByTestId('api-key').textContent).not.toContain(SEEDED);
        expect(screen.getByTestId('api-example').textContent).not.toContain(SEEDED);
    });

    it('copies the key, and says so when the browser cannot', async () => {
        const writeText = vi.fn(() => Promise.resolve());
        setClipboard(writeText);
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '复制密钥' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(SEEDED));
        await screen.findByText('复制成功');
        setClipboard(undefined);
        fireEvent.click(screen.getByRole('button', { name: '复制示例' }));
        await screen.findByText('该浏览器不支持复制，请手动选择文本复制');
    });

    it('regenerates only after the confirmation, and shows the new key', async () => {
        renderPage();
        await screen.findByTestId('api-key');
        fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
        await screen.findByText('确定重新生成 API 密钥？');
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().users[0].apiKey).toBe(SEEDED);
        fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(Array.from(dialog.querySelectorAll('button')).find(button => button.textContent === '重新生成')!);
        await screen.findByText('已生成新的 API 密钥');
        const fresh = getDemoDb().users[0].apiKey;
        expect(fresh).not.toBe(SEEDED);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '显示密钥' }));
        await waitFor(() => expect(screen.getByTestId('api-key').textContent).toBe(fresh));
    });

    it('offers to generate a key when there is none', async () => {
        renderPage(2);
        fireEvent.click(await screen.findByRole('button', { name: '生成 API 密钥' }));
        await screen.findByTestId('api-key');
        expect(getDemoDb().users[1].apiKey).toMatch(/^ak_/);
    });

    it('shows a failed load with a retry', async () => {
        getDemoDb().sessions = [];
        renderPage();
        getDemoDb().sessions = [];
        expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    });
});
