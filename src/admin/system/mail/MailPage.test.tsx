import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MailPage } from './MailPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage, storedValue, storeValue, valueOf } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
const open = async () => {
    renderSettingsPage(MailPage);
    await screen.findByLabelText(/发件邮箱/);
    return userEvent.setup();
};

describe('mail server form', () => {
    it('requires the host, sender, password (none stored) and port', async () => {
        const user = await open();
        expect(valueOf(field('host')!)).toBe('smtp.exmail.qq.com');
        expect(valueOf(field('protocol')!)).toBe('smtp');
        await user.clear(field('host')!);
        await user.clear(field('username')!);
        await user.clear(field('port')!);
        save();
        for (const message of ['SMTP服务器不能为空', '发件邮箱不能为空', '授权密码不能为空', '端口不能为空'])
            expect(await screen.findByText(message)).toBeTruthy();
        await user.type(field('port')!, '70000');
        expect(await screen.findByText('端口范围为1~65535')).toBeTruthy();
    });

    it('offers the presets; picking one suggests its port', async () => {
        const user = await open();
        await user.clear(field('host')!);
        await user.type(field('host')!, 'office');
        await user.click(await screen.findByRole('option', { name: /Outlook/ }));
        expect(valueOf(field('host')!)).toBe('smtp.office365.com');
        expect(valueOf(field('port')!)).toBe('587');
    });

    it('takes a typed host, keeps a stored password when saved empty', async () => {
        storeValue(4, { ...storedValue(4), password: 'stored-pass' });
        const user = await open();
        expect(screen.getByText('已设置，留空则不修改')).toBeTruthy();
        await user.clear(field('host')!);
        await user.type(field('host')!, 'smtp.163.com');
        await user.tab();
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(storedValue(4)).toMatchObject({ host: 'smtp.163.com', password: 'stored-pass', port: 465, protocol: 'smtp' });
        expect(valueOf(field('password')!)).toBe('');
    });
});
