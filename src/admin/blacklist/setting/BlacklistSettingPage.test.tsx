import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BlacklistSettingPage } from './BlacklistSettingPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

const server = setupDemoServer();

const openPage = async () => {
    renderAdminScreen('/dns/black/config/setting', <BlacklistSettingPage />);
    await screen.findByLabelText(/NXDOMAIN/);
};

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('blacklist setting', () => {
    it('asks for the answer IPv4 only in fixed mode, and checks it', async () => {
        await openPage();
        expect(screen.queryByLabelText(/应答 IPv4/)).toBeNull();
        fireEvent.click(screen.getByLabelText(/固定 IPv4 地址/));
        const ip = (await screen.findByLabelText(/应答 IPv4/)) as HTMLInputElement;
        // the required mark, as on every required field
        expect(document.querySelector(`label[for="${ip.id}"]`)?.textContent).toMatch(/\*\s*$/);
        save();
        await screen.findByText('固定应答IP不能为空');
        fireEvent.change(ip, { target: { value: '10.0.0' } });
        fireEvent.blur(ip);
        save();
        await screen.findByText('IPv4格式错误');
        expect(getDemoDb().blacklist.setting.mode).toBe('nxdomain');

        fireEvent.change(ip, { target: { value: '10.0.0.8' } });
        fireEvent.blur(ip);
        await waitFor(() => expect(ip.getAttribute('aria-invalid')).toBe('false'));
        save();
        // (the toast waits behind the "invalid form" one: the saved setting is the proof)
        await waitFor(() => expect(getDemoDb().blacklist.setting).toMatchObject({ mode: 'fixed', answerIp: '10.0.0.8', ttl: 600 }));

        // another mode hides the field and drops the fixed answer
        fireEvent.click(screen.getByLabelText(/REFUSED/));
        await waitFor(() => expect(screen.queryByLabelText(/应答 IPv4/)).toBeNull());
    });

    it('checks the TTL range and saves the switches as 0/1', async () => {
        await openPage();
        const ttl = screen.getByLabelText(/应答 TTL/) as HTMLInputElement;
        fireEvent.change(ttl, { target: { value: '0' } });
        fireEvent.blur(ttl);
        save();
        await screen.findByText('TTL 须为 1-86400 的整数');
        fireEvent.change(ttl, { target: { value: '120' } });
        fireEvent.blur(ttl);
        fireEvent.click(screen.getByLabelText('记录拦截日志'));
        await waitFor(() => expect(ttl.getAttribute('aria-invalid')).toBe('false'));
        save();
        await waitFor(() => expect(getDemoDb().blacklist.setting).toMatchObject({ ttl: 120, logBlocked: 0, enabled: 1 }));
    });

    it('saves with the spec toast', async () => {
        await openPage();
        fireEvent.click(screen.getByLabelText(/0\.0\.0\.0/));
        save();
        await screen.findByText('保存配置成功');
        expect(getDemoDb().blacklist.setting.mode).toBe('zero');
    });

    it('shows the server msg on refusal and keeps the values', async () => {
        server.use(http.post('*/antsxdp/sys/dns/black/config/save', () => HttpResponse.json({ code: 500, msg: '无权操作' })));
        await openPage();
        const ttl = screen.getByLabelText(/应答 TTL/) as HTMLInputElement;
        fireEvent.change(ttl, { target: { value: '300' } });
        save();
        await screen.findByText('无权操作');
        expect(ttl.value).toBe('300');
    });
});
