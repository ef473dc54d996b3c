import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton, type SentCode } from './SendCodeButton';
import { i18nProvider } from '../i18n/provider';

const renderButton = (send: () => Promise<SentCode>, props: { storageKey?: string; disabled?: boolean; seconds?: number } = {}) => {
    const ui = (extra: typeof props = props) => (
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <SendCodeButton send={send} storageKey={extra.storageKey ?? 'test:a@b.cn'} disabled={extra.disabled} seconds={extra.seconds} />
            <Notification />
        </AdminContext>
    );
    const result = render(ui());
    return { ...result, rerenderWith: (extra: typeof props) => result.rerender(ui(extra)) };
};

const button = () => screen.getByTestId('send-code') as HTMLButtonElement;

afterEach(() => {
    sessionStorage.clear();
    delete window.config;
});

describe('SendCodeButton', () => {
    it('sends once however fast it is pressed, then counts down and keeps counting across a re-render and a remount', async () => {
        let resolve: (value: SentCode) => void = () => undefined;
        const send = vi.fn(() => new Promise<SentCode>(done => (resolve = done)));
        const view = renderButton(send);
        expect(button().textContent).toBe('获取验证码');
        fireEvent.click(button());
        fireEvent.click(button());
        expect(send).toHaveBeenCalledTimes(1);
        expect(button().disabled).toBe(true);
        await act(async () => resolve({}));
        await waitFor(() => expect(button().textContent).toMatch(/^\d+秒后重新获取$/));
        await screen.findByText('验证码已发送');
        fireEvent.click(button());
        expect(send).toHaveBeenCalledTimes(1);
        view.rerenderWith({});
        expect(button().textContent).toMatch(/秒后重新获取/);
        view.unmount();
        renderButton(send);
        expect(button().disabled).toBe(true);
        expect(button().textContent).toMatch(/秒后重新获取/);
        // another target is not held by this countdown
        cleanupAndRender(send, 'test:other@b.cn');
        expect(button().disabled).toBe(false);
    });

    it('becomes sendable again when the countdown ends', async () => {
        const send = vi.fn(async () => ({}));
        renderButton(send, { seconds: 1 });
        fireEvent.click(button());
        await waitFor(() => expect(button().textContent).toMatch(/秒后重新获取/));
        await waitFor(() => expect(button().textContent).toBe('获取验证码'), { timeout: 3000 });
        expect(button().disabled).toBe(false);
    });

    it('shows the server refusal and allows another try', async () => {
        const send = vi.fn(async (): Promise<SentCode> => {
            throw new Error('验证码发送过于频繁');
        });
        renderButton(send);
        fireEvent.click(button());
        await screen.findByText('验证码发送过于频繁');
        await waitFor(() => expect(button().disabled).toBe(false));
        expect(button().textContent).toBe('获取验证码');
    });

    it('shows the demo code only in demo mode, and never logs it', async () => {
        const log = vi.spyOn(console, 'log');
        window.config = { demo: true };
        renderButton(async () => ({ demoCode: '123456' }));
        fireEvent.click(button());
        await screen.findByText('演示环境：发送的验证码为 123456');
        expect(log.mock.calls.flat().join(' ')).not.toContain('123456');
        log.mockRestore();
    });

    it('does not show the code outside demo mode, and respects disabled', async () => {
        const { rerenderWith } = renderButton(async () => ({ demoCode: '654321' }), { disabled: true });
        expect(button().disabled).toBe(true);
        rerenderWith({ disabled: false });
        fireEvent.click(button());
        await screen.findByText('验证码已发送');
        expect(screen.queryByText(/654321/)).toBeNull();
    });
});

function cleanupAndRender(send: () => Promise<SentCode>, storageKey: string) {
    cleanup();
    renderButton(send, { storageKey });
}
