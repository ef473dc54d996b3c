import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpdnsSettingsPage } from './HttpdnsSettingsPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

const server = setupDemoServer();

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const disabled = (element: HTMLElement) => (element as HTMLInputElement).disabled;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Fr\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----';

const open = async () => {
    renderAdminScreen('/dns/httpdns', <HttpdnsSettingsPage />);
    return screen.findByLabelText('HTTPDNS服务');
};

describe('HTTPDNS service settings', () => {
    it('loads status 1 as main on / HTTPS off, with the HTTPS fields hidden', async () => {
        const main = await open();
        expect(checked(main)).toBe(true);
        expect(checked(screen.getByLabelText('HTTPS访问'))).toBe(false);
        expect(valueOf(screen.getByLabelText(/HTTP端口/))).toBe('80');
        expect(screen.queryByLabelText(/证书（PEM）/)).toBeNull();
        expect(screen.getByText('HTTP已开启')).toBeTruthy();
    });

    it('requires the HTTPS port, certificate and key only when HTTPS is on, and checks their PEM shape', async () => {
        const user = userEvent.setup();
        await open();
        await user.click(screen.getByLabelText('HTTPS访问'));
        const cert = await screen.findByLabelText(/证书（PEM）/);
        expect(valueOf(screen.getByLabelText(/HTTPS端口/))).toBe('443');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('证书不能为空')).toBeTruthy();
        expect(screen.getByText('证书私钥不能为空')).toBeTruthy();

        fireEvent.change(cert, { target: { value: 'not a certificate' } });
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText(/证书格式不正确/)).toBeTruthy();
        expect(getDemoDb().httpdns.config.status).toBe(1);

        fireEvent.change(cert, { target: { value: CERT } });
        fireEvent.change(screen.getByLabelText(/私钥（PEM）/), { target: { value: KEY } });
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(getDemoDb().httpdns.config).toMatchObject({ status: 3, httpsStatus: 1, certCrt: CERT, certKey: KEY });

        // HTTPS off again: the fields go, and the form saves without them
        await user.click(screen.getByLabelText('HTTPS访问'));
        await waitFor(() => expect(screen.queryByLabelText(/证书（PEM）/)).toBeNull());
    });

    it('disables HTTPS while the service is off, and saves status 0', async () => {
        const user = userEvent.setup();
        const main = await open();
        await user.click(main);
        expect(disabled(screen.getByLabelText('HTTPS访问'))).toBe(true);
        expect(screen.getByText('请先开启HTTPDNS服务。')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(getDemoDb().httpdns.config.status).toBe(0);
    });

    it('requires the HTTP port and domain, and shows a refusal msg keeping the values', async () => {
        const user = userEvent.setup();
        await open();
        const port = screen.getByLabelText(/HTTP端口/);
        await user.clear(port);
        await user.clear(screen.getByLabelText(/服务域名/));
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('HTTP端口不能为空')).toBeTruthy();
        expect(screen.getByText('域名不能为空')).toBeTruthy();

        server.use(http.post('*/sys/httpdns/config/save', () => HttpResponse.json({ code: 500, msg: '服务域名未备案' })));
        await user.type(port, '8080');
        await user.type(screen.getByLabelText(/服务域名/), 'dns.example.com');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('服务域名未备案')).toBeTruthy();
        expect(valueOf(port)).toBe('8080');
        expect(valueOf(screen.getByLabelText(/服务域名/))).toBe('dns.example.com');
    });
});
