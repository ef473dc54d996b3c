import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CdnCheckPage } from './CdnCheckPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage, storedValue, valueOf } from '../../../../tests/support/renderSettingsPage';

const server = setupDemoServer();

const open = async () => {
    renderSettingsPage(CdnCheckPage);
    const ports = await screen.findByLabelText(/检测端口/);
    return { ports, user: userEvent.setup() };
};
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('CDN node check form', () => {
    it('loads the stored values; the timing cycle appears (and is required) only in timing mode', async () => {
        const { ports, user } = await open();
        expect(valueOf(ports)).toBe('80|443');
        expect(valueOf(field('checkNodeFrequency')!)).toBe('10');
        expect(field('ModeTimingFrequency')).toBeNull();

        await user.click(screen.getByLabelText('定时调度'));
        const cycle = field('ModeTimingFrequency')!;
        expect(valueOf(cycle)).toBe('60');
        await user.clear(cycle);
        await user.type(cycle, '90');
        save();
        expect(await screen.findByText('调度周期为 60~3600 秒，步长 60')).toBeTruthy();

        await user.click(screen.getByLabelText('随机调度'));
        expect(field('ModeTimingFrequency')).toBeNull();
    });

    it('falls back to the minimum when a number is cleared', async () => {
        const { user } = await open();
        const frequency = field('checkNodeFrequency')!;
        await user.clear(frequency);
        await user.tab();
        await waitFor(() => expect(valueOf(frequency)).toBe('10'));
        const fail = field('failPercent')!;
        await user.clear(fail);
        await user.tab();
        await waitFor(() => expect(valueOf(fail)).toBe('1'));
    });

    it('shows each receiver with its switch, required and checked when on', async () => {
        const { user } = await open();
        expect(valueOf(field('mailNotice')!)).toBe('ops@dnsconsole.cn');
        expect(field('smsNotice')).toBeNull();
        await user.click(screen.getByLabelText('短信通知'));
        expect(valueOf(field('smsNotice')!)).toBe('13800138000');
        await user.clear(field('smsNotice')!);
        save();
        expect(await screen.findByText('通知手机号不能为空')).toBeTruthy();
        await user.type(field('smsNotice')!, '12');
        expect(await screen.findByText('手机号格式错误')).toBeTruthy();

        await user.click(screen.getByLabelText('邮件通知'));
        expect(field('mailNotice')).toBeNull();
    });

    it('names a bad port and saves a valid form as paramValue JSON', async () => {
        const { ports, user } = await open();
        await user.clear(ports);
        await user.type(ports, '80|0');
        save();
        expect(await screen.findByText('端口格式错误：0')).toBeTruthy();

        await user.clear(ports);
        await user.type(ports, '80 | 8443');
        await user.click(screen.getByLabelText('短信通知'));
        await user.clear(field('smsNotice')!);
        await user.type(field('smsNotice')!, '13900139000');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(storedValue(37)).toMatchObject({
            checkNodePortList: '80|8443',
            smsNoticeStatus: 1,
            smsNotice: '13900139000',
            checkNodeFrequency: 10,
            failPercent: 80,
        });
    });

    it('shows the server msg on refusal and keeps what was typed', async () => {
        server.use(http.post('*/antsxdp/sys/config/update', () => HttpResponse.json({ code: 500, msg: '服务器拒绝了修改' })));
        const { ports, user } = await open();
        await user.clear(ports);
        await user.type(ports, '8080');
        save();
        expect(await screen.findByText('服务器拒绝了修改')).toBeTruthy();
        expect(valueOf(screen.getByLabelText(/检测端口/))).toBe('8080');
        expect(storedValue(37).checkNodePortList).toBe('80|443');
    });
});
