import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { OfflineBanner } from './OfflineBanner';

const setOnline = (online: boolean) =>
    act(() => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
    it('shows while the browser is offline, as a status, and goes when it is back', async () => {
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <OfflineBanner />
            </AdminContext>,
        );
        expect(screen.queryByRole('status')).toBeNull();
        setOnline(false);
        expect((await screen.findByRole('status')).textContent).toContain('网络已断开');
        setOnline(true);
        expect(screen.queryByRole('status')).toBeNull();
    });
});
