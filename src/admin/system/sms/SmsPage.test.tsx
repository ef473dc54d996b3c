import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SmsPage } from './SmsPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage, storedValue, storeValue, valueOf } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
const open = async () => {
    renderSettingsPage(SmsPage);
    await screen.findByLabelText(/签名名称/);
    return userEvent.setup();
};

describe('SMS provider form', () => {
    it('asks the cloud provider fields, each with its own message', async () => {
        const user = await open();
        expect(valueOf(field('sdkappId')!)).toBe('1400000000');
        expect(field('secretkey')!.type).toBe('password');
        for (const name of ['sdkappId', 'secretid', 'signname']) await user.clear(field(name)!);
        save();
        for (const message of ['sdkAppId不能为空', 'secretId不能为空', 'secretKey不能为空', '签名名称不能为空'])
            expect(await screen.findByText(message)).toBeTruthy();
        expect(field('api_addr')).toBeNull();
    });

    it('switches to the SMS-bao account fields, the API address checked as a URL', async () => {
        const user = await open();
        await user.click(screen.getByLabelText(/短信服务商/));
        await user.click(await screen.findByRole('option', { name: '短信宝' }));
        await waitFor(() => expect(field('api_addr')).not.toBeNull());
        expect(field('sdkappId')).toBeNull();
        expect(field('secretkey')).toBeNull();
        await user.type(field('api_addr')!, 'api.smsbao.com');
        save();
        expect(await screen.findByText('API地址格式错误，需以 http:// 或 https:// 开头')).toBeTruthy();
        expect(screen.getByText('用户名不能为空')).toBeTruthy();
        expect(screen.getByText('API密钥不能为空')).toBeTruthy();

        await user.clear(field('api_addr')!);
        await user.type(field('api_addr')!, 'https://api.smsbao.com/sms');
        await user.type(field('username')!, 'dnsops');
        await user.type(field('api_key')!, 'bao-key');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(storedValue(3)).toMatchObject({
            type: 'smsbao',
            api_addr: 'https://api.smsbao.com/sms',
            username: 'dnsops',
            api_key: 'bao-key',
            sdkappId: '1400000000',
        });
    });

    it('keeps a stored secret when saved empty and never shows it', async () => {
        storeValue(3, { ...storedValue(3), secretkey: 'stored-secret' });
        const user = await open();
        expect(valueOf(field('secretkey')!)).toBe('');
        expect(screen.getByText('已设置，留空则不修改')).toBeTruthy();
        expect(document.body.innerHTML).not.toContain('stored-secret');
        await user.clear(field('signname')!);
        await user.type(field('signname')!, '新签名');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(storedValue(3)).toMatchObject({ secretkey: 'stored-secret', signname: '新签名' });
    });

    it('edits the templates by name; an enabled one needs its template id', async () => {
        storeValue(3, { ...storedValue(3), secretkey: 'k' });
        const user = await open();
        const summary = screen.getByText('flow_out');
        await user.click(summary);
        const details = document.getElementById('template-flow_out-content')!;
        await user.click(within(details).getByLabelText('启用'));
        await user.clear(field('templates.3.id')!);
        save();
        expect(await screen.findByText('启用的模板需填写模板ID：flow_out')).toBeTruthy();
        await user.type(field('templates.3.id')!, '2000004');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect((storedValue(3).templateIds as Record<string, unknown>).flow_out).toMatchObject({ id: '2000004', status: 1 });
    });
});
