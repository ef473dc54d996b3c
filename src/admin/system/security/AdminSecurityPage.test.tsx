import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import '../../../i18n/areas/adminRoutes';
import twoFactorArea from '../../../i18n/areas/twoFactor';
import { addAreaMessages } from '../../../i18n/provider';
import { getDemoDb } from '../../../demo/db';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';
import { setupDemoServer } from '../../../../tests/support/server';
import { AdminSecurityPage } from './AdminSecurityPage';

setupDemoServer();
addAreaMessages(twoFactorArea);

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate();
const admin = () => getDemoDb().admins.find(row => row.userId === 1)!;
const status = () => screen.getByTestId('security-two-factor-status').textContent;

describe("the administrator's own two-factor authentication", () => {
    it('turns on with a code of the shown key and shows the recovery codes once', async () => {
        renderAdminScreen('/system/security', <AdminSecurityPage />);
        await waitFor(() => expect(status()).toBe('未开启'));
        expect(screen.queryByTestId('admin-totp-required')).toBeNull();
        fireEvent.click(within(screen.getByTestId('security-two-factor')).getByRole('button', { name: '开启' }));
        const dialog = await screen.findByTestId('enrol-dialog');
        const key = (await within(dialog).findByTestId('totp-secret')).textContent!;
        fireEvent.change(within(dialog).getByLabelText(/验证码/, { selector: 'input' }), { target: { value: codeFor(key) } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(within(await screen.findByTestId('recovery-codes')).getAllByRole('listitem')).toHaveLength(10);
        expect(admin().totp?.enabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
        await waitFor(() => expect(status()).toBe('已开启 · 剩余 10 个恢复码'));
    }, 20_000);

    it('says when the site requires it, and turns off with a fresh code asked by the one dialog', async () => {
        const config = getDemoDb().sysConfigs.find(row => row.paramKey === 'WEB_CONFIG_KEY')!;
        config.paramValue = JSON.stringify({ ...JSON.parse(config.paramValue), power: { adminTotp: 1 } });
        const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
        admin().totp = { secret, enabled: true, recovery: ['x'], lastStep: -1, failures: 0, lockedUntil: 0 };
        renderAdminScreen('/system/security', <AdminSecurityPage />);
        expect((await screen.findByTestId('admin-totp-required')).textContent).toContain('本站要求每位管理员开启两步验证');
        await waitFor(() => expect(status()).toBe('已开启 · 剩余 1 个恢复码'));
        fireEvent.click(within(screen.getByTestId('security-two-factor')).getByRole('button', { name: '关闭' }));
        const dialog = await screen.findByTestId('fresh-code-dialog');
        fireEvent.change(within(dialog).getByLabelText(/验证码/, { selector: 'input' }), { target: { value: codeFor(secret) } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('两步验证已关闭');
        expect(admin().totp?.enabled).toBe(false);
        await waitFor(() => expect(status()).toBe('未开启'));
    }, 20_000);
});
