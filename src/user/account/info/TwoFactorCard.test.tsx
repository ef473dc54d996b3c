import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { demoUser, field, openAction, renderAccountInfo } from './renderAccountInfo';

setupDemoServer();

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({ timestamp: at });

const TEXT = {
    cn: {
        enable: '开启',
        code: '验证码',
        confirm: '确定',
        wrong: '验证码错误',
        done: '我已保存',
        on: '已开启 · 剩余 10 个恢复码',
        qr: '身份验证器应用的二维码',
    },
    en: {
        enable: 'Turn on',
        code: 'Authentication code',
        confirm: 'Confirm',
        wrong: 'The code is wrong',
        done: 'I have saved them',
        on: 'On · 10 recovery codes left',
        qr: 'QR code for the authenticator app',
    },
};

afterEach(() => i18nProvider.changeLocale('cn'));

describe.each(['cn', 'en'] as const)('account info: turning two-factor authentication on (%s)', locale => {
    const text = TEXT[locale];

    it('shows the QR and the grouped key, refuses a wrong code at the field, then shows ten recovery codes once', async () => {
        await i18nProvider.changeLocale(locale);
        renderAccountInfo();
        const dialog = await openAction('security-two-factor', text.enable, 'enrol-dialog');
        const secretText = (await within(dialog).findByTestId('totp-secret')).textContent!;
        expect(secretText).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
        expect(within(dialog).getByRole('img', { name: text.qr }).tagName.toLowerCase()).toBe('svg');

        const code = field(dialog, text.code);
        const right = codeFor(secretText);
        fireEvent.change(code, { target: { value: right === '000000' ? '111111' : '000000' } });
        fireEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
        await screen.findByText(text.wrong);
        expect(demoUser(1).totp?.enabled).toBe(false);

        fireEvent.change(code, { target: { value: right } });
        fireEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
        const codes = await screen.findByTestId('recovery-codes');
        expect(
            within(codes)
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toHaveLength(10);
        expect(demoUser(1).totp?.enabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: text.done }));
        await waitFor(() => expect(screen.getByTestId('security-two-factor-status').textContent).toBe(text.on));
    }, 20_000);
});

describe('account info: turning two-factor authentication off', () => {
    it('asks for a fresh code, and turns off with the next one', async () => {
        const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
        demoUser(1).totp = { secret, enabled: true, recovery: ['x'], lastStep: -1, failures: 0, lockedUntil: 0 };
        renderAccountInfo();
        await waitFor(() => expect(screen.getByTestId('security-two-factor-status').textContent).toBe('已开启 · 剩余 1 个恢复码'));
        fireEvent.click(within(screen.getByTestId('security-two-factor')).getByRole('button', { name: '关闭' }));
        const dialog = await screen.findByTestId('fresh-code-dialog');
        fireEvent.change(field(dialog, '验证码'), { target: { value: codeFor(secret) } });
        fireEvent.click(within(dialog).getByRole('button', { name: /确认|确定/ }));
        await screen.findByText('两步验证已关闭');
        expect(demoUser(1).totp?.enabled).toBe(false);
        await waitFor(() => expect(screen.getByTestId('security-two-factor-status').textContent).toBe('未开启'));
    }, 20_000);
});
