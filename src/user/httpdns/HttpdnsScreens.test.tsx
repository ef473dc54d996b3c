import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpdnsConfigurePage } from './HttpdnsConfigurePage';
import { HttpdnsDetailPage } from './HttpdnsDetailPage';
import { getDemoDb } from '../../demo/db';
import { HttpdnsDomainPage } from './HttpdnsDomainPage';
import { setupDemoServer } from '../../../tests/support/server';
import { renderHttpdns } from './renderHttpdns';

setupDemoServer();

describe('HTTPDNS domains', () => {
    it('lists the domains, adds one (a refusal keeps the text), and removes one after a confirmation', async () => {
        renderHttpdns('/httpdns/domain', '/httpdns/domain', <HttpdnsDomainPage />);
        expect(await screen.findByText('app.example.com')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        const input = await screen.findByTestId('httpdns-add-domain');
        fireEvent.change(input, { target: { value: 'bad domain' } });
        fireEvent.click(screen.getByRole('button', { name: '添加' }));
        expect(await screen.findByText('域名格式错误')).toBeTruthy();
        // the server refuses a duplicate: its msg shows, the text stays
        fireEvent.change(input, { target: { value: 'app.example.com' } });
        fireEvent.click(screen.getByRole('button', { name: '添加' }));
        expect(await screen.findByText('域名已开通HTTPDNS：app.example.com')).toBeTruthy();
        expect((input as HTMLInputElement).value).toBe('app.example.com');
        fireEvent.change(input, { target: { value: 'new.example.com' } });
        fireEvent.click(screen.getByRole('button', { name: '添加' }));
        expect(await screen.findByText('new.example.com')).toBeTruthy();
        expect(getDemoDb().httpdns.domains.some(row => row.domain === 'new.example.com')).toBe(true);

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const row = screen.getByText('new.example.com').closest('tr')!;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('确定将 new.example.com 移出 HTTPDNS？')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: /确认|确定/ }));
        await waitFor(() => expect(getDemoDb().httpdns.domains.some(row => row.domain === 'new.example.com')).toBe(false));
    });
});

describe('HTTPDNS detail', () => {
    it('checks the client IP at the field, then shows the answer and the client area', async () => {
        renderHttpdns('/httpdns/domain/detail', '/httpdns/domain/detail?domain=app.example.com', <HttpdnsDetailPage />);
        const ip = await screen.findByTestId('resolve-ip');
        fireEvent.change(ip, { target: { value: '1.2.3' } });
        fireEvent.click(screen.getByRole('button', { name: '解析' }));
        expect(await screen.findByText('请输入正确的 IPv4 或 IPv6 地址')).toBeTruthy();
        fireEvent.change(ip, { target: { value: '' } });
        fireEvent.click(screen.getByRole('button', { name: '解析' }));
        const answer = await screen.findByTestId('resolve-answer');
        expect(within(answer).getByTestId('resolve-client-ip').textContent).toBe('58.33.12.8');
        expect(within(answer).getByText('中国 上海')).toBeTruthy();
        expect(within(answer).getByText('电信')).toBeTruthy();
    });

    it('says what to do without a domain', async () => {
        renderHttpdns('/httpdns/domain/detail', '/httpdns/domain/detail', <HttpdnsDetailPage />);
        expect(await screen.findByText('未指定域名')).toBeTruthy();
    });
});

describe('HTTPDNS configuration', () => {
    it('shows the account, masks and reveals a key, and regenerates it only after the confirmation', async () => {
        renderHttpdns('/httpdns/configure', '/httpdns/configure', <HttpdnsConfigurePage />);
        expect((await screen.findByTestId('httpdns-account')).textContent).toBe('100001');
        const stored = getDemoDb().httpdnsUser.keys.find(row => row.userId === 1)!.secretKey;
        const key = screen.getByTestId('httpdns-secret-key');
        expect(key.textContent).not.toBe(stored);
        const row = screen.getByTestId('httpdns-secret-row');
        fireEvent.click(within(row).getByRole('button', { name: '显示密钥' }));
        expect(screen.getByTestId('httpdns-secret-key').textContent).toBe(stored);
        fireEvent.click(within(row).getByRole('button', { name: '重新生成' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('确定重新生成签名密钥？')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '重新生成' }));
        await screen.findByText('已生成新的密钥');
        const fresh = getDemoDb().httpdnsUser.keys.find(item => item.userId === 1)!.secretKey;
        expect(fresh).not.toBe(stored);
        await waitFor(() => expect(screen.getByTestId('httpdns-secret-key').textContent).toBe(fresh));
        expect(screen.getByTestId('httpdns-http').textContent).toBe('http://httpdns.dnsconsole.cn/100001/d');
        expect(screen.getByTestId('httpdns-example').textContent).toContain('host=app.example.com');
    });
});
