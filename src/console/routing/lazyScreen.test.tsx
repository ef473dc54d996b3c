import { render, screen, fireEvent } from '@testing-library/react';
import { Suspense } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/areas/userRoutes';
import { i18nProvider } from '../../i18n/provider';
import { lazyScreen, loadScreen } from './lazyScreen';

const renderScreen = (Screen: React.ComponentType) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Suspense fallback={<p>loading</p>}>
                <Screen />
            </Suspense>
        </AdminContext>,
    );

describe('lazyScreen', () => {
    it('renders the screen once its chunk arrives', async () => {
        const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>the screen</p> }));
        renderScreen(Screen);
        expect(await screen.findByText('the screen')).toBeTruthy();
    });

    it('renders a screen already loaded by loadScreen in its first render, with no loading state', async () => {
        const load = vi.fn(() => Promise.resolve({ default: () => <p>the preloaded screen</p> }));
        await loadScreen(load);
        renderScreen(lazyScreen(load));
        // no await: a suspended screen would show the fallback here (and React would hold its content back)
        expect(screen.getByText('the preloaded screen')).toBeTruthy();
        expect(screen.queryByText('loading')).toBeNull();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('shows a translated ChunkLoadError with a retry that loads the chunk again', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const load = vi
            .fn<() => Promise<{ default: React.ComponentType }>>()
            .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
            .mockResolvedValue({ default: () => <p>loaded on retry</p> });
        renderScreen(lazyScreen(load));
        expect(await screen.findByText('页面加载失败')).toBeTruthy();
        expect(screen.getByText(/ChunkLoadError/)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText('loaded on retry')).toBeTruthy();
        expect(load).toHaveBeenCalledTimes(2);
    });

    it('names a failed CSS chunk CSS_CHUNK_LOAD_FAILED', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        renderScreen(lazyScreen(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css'))));
        expect(await screen.findByText(/CSS_CHUNK_LOAD_FAILED/)).toBeTruthy();
        expect(screen.getByText('页面样式下载失败，请检查网络后重试。', { exact: false })).toBeTruthy();
    });

    it('shows an error thrown while rendering as what failed, not as a download failure, and retries it', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        let broken = true;
        const Broken = () => {
            if (broken) throw new TypeError('e.trim is not a function');
            return <p>shown on retry</p>;
        };
        renderScreen(lazyScreen(() => Promise.resolve({ default: Broken })));
        expect(await screen.findByText('页面显示出错')).toBeTruthy();
        expect(screen.getByText('出错原因：e.trim is not a function')).toBeTruthy();
        expect(screen.queryByText('页面加载失败')).toBeNull();
        expect(screen.queryByText(/ChunkLoadError/)).toBeNull();
        expect(screen.queryByText(/检查网络/)).toBeNull();
        broken = false;
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText('shown on retry')).toBeTruthy();
    });

    it('keeps what is around the screen usable when the screen fails to render', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const Broken = (): never => {
            throw new Error('boom');
        };
        const Screen = lazyScreen(() => Promise.resolve({ default: Broken }));
        renderScreen(() => (
            <>
                <nav>the menu</nav>
                <Screen />
            </>
        ));
        expect(await screen.findByText('出错原因：boom')).toBeTruthy();
        expect(screen.getByText('the menu')).toBeTruthy();
    });
});
