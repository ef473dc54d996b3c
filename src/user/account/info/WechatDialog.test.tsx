import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../../../tests/support/server';
import { demoUser, openAction, renderAccountInfo } from './renderAccountInfo';

setupDemoServer();

describe('account info: the messaging app', () => {
    it('shows the QR, polls until the demo binds it (~6 s), then unbinds after a confirmation', async () => {
        renderAccountInfo();
        const dialog = await openAction('security-wechat', '绑定', 'wechat-dialog');
        const qr = await within(dialog).findByTestId('wechat-qr');
        expect(qr.querySelector('svg')).toBeTruthy();
        expect(qr.dataset.ticket).toMatch(/^wx-1-/);
        await screen.findByText('微信绑定成功', undefined, { timeout: 12_000 });
        expect(demoUser(1).wechatOpenId).not.toBe('');
        await waitFor(() => expect(screen.queryByTestId('wechat-dialog')).toBeNull());
        await waitFor(() => expect(screen.getByTestId('security-wechat-status').textContent).toBe('已绑定'));

        fireEvent.click(within(screen.getByTestId('security-wechat')).getByRole('button', { name: '解绑' }));
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText('确定解绑微信？');
        fireEvent.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        await screen.findByText('微信已解绑');
        expect(demoUser(1).wechatOpenId).toBe('');
        await waitFor(() => expect(screen.getByTestId('security-wechat-status').textContent).toBe('未绑定'));
    }, 20_000);
});
