import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WebConfigPage } from './WebConfigPage';
import { getDemoDb } from '../../../demo/db';
import { useWebConfig } from '../../../data/webConfig/useWebConfig';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

const server = setupDemoServer();

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** Stands in for the shell's header: it reads the same web config query. */
const ShellName = () => <output aria-label="shell">{useWebConfig().data?.basic.webName ?? ''}</output>;

const stored = () =>
    JSON.parse(getDemoDb().sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY')?.paramValue ?? '{}') as {
        basic: { webName: string };
        power: Record<string, number>;
        agreement: string;
        manualRecharge: { retypeAbove: number };
    };

const open = async () => {
    renderAdminScreen(
        '/system/web',
        <>
            <ShellName />
            <WebConfigPage />
        </>,
    );
    const name = await screen.findByLabelText(/网站名称/);
    await waitFor(() => expect(screen.getByLabelText('shell').textContent).toBe('云解析DNS'));
    return name;
};

describe('web config page', () => {
    it('saves the site name and the shell shows it without a reload; registration is stored inverted', async () => {
        const user = userEvent.setup();
        const name = await open();
        expect(valueOf(name)).toBe('云解析DNS');
        const allow = screen.getByLabelText('开放注册');
        expect(checked(allow)).toBe(true);
        await user.clear(name);
        await user.type(name, '新解析');
        await user.click(allow);
        const form = name.closest('form') as HTMLFormElement;
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        await waitFor(() => expect(screen.getByLabelText('shell').textContent).toBe('新解析'));
        const value = stored();
        expect(value.basic.webName).toBe('新解析');
        expect(value.power.register).toBe(1);
        expect(value.power.disabledCrud).toBe(0);
        expect(value.agreement).toContain('用户服务协议');
        expect(value.manualRecharge.retypeAbove).toBe(10000);
    });

    it('requires the site name and checks contact formats at the field', async () => {
        const user = userEvent.setup();
        const name = await open();
        await user.clear(name);
        const qq = screen.getByLabelText(/QQ/);
        await user.clear(qq);
        await user.type(qq, '12');
        const form = name.closest('form') as HTMLFormElement;
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('网站名称不能为空')).toBeTruthy();
        expect(screen.getByText('QQ号为5~12位数字')).toBeTruthy();
        expect(stored().basic.webName).toBe('云解析DNS');
    });

    it('toggles a channel at once and rolls it back with the server msg on refusal', async () => {
        const user = userEvent.setup();
        await open();
        const wxlogin = await screen.findByLabelText('微信扫码登录');
        expect(checked(wxlogin)).toBe(false);
        await user.click(wxlogin);
        expect(await screen.findByText('微信扫码登录已开启')).toBeTruthy();
        expect(getDemoDb().sysConfigs.find(config => config.paramKey === 'WXLOGIN_CONFIG_KEY')?.status).toBe(1);

        server.use(http.get('*/sys/config/update/conf/status', () => HttpResponse.json({ code: 500, msg: '请先完成渠道参数配置' })));
        const sms = screen.getByLabelText('短信');
        expect(checked(sms)).toBe(true);
        await user.click(sms);
        expect(await screen.findByText('请先完成渠道参数配置')).toBeTruthy();
        await waitFor(() => expect(checked(screen.getByLabelText('短信'))).toBe(true));
    });

    it('takes an uploaded image as a data: URL with a preview, and refuses other files with a message', async () => {
        const user = userEvent.setup({ applyAccept: false });
        await open();
        const upload = screen.getByLabelText('Logo（深色背景） 上传');
        await user.upload(upload, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
        expect(await screen.findByText('请选择 PNG、JPEG、GIF、SVG、WebP 或 ICO 图片')).toBeTruthy();
        await user.upload(upload, new File([new Uint8Array(100 * 1024)], 'big.png', { type: 'image/png' }));
        expect(await screen.findByText(/图片大小不能超过64KB/)).toBeTruthy();
        await user.upload(upload, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
        const preview = await screen.findByRole('img', { name: 'Logo（深色背景）预览' });
        await waitFor(() => expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
        expect(screen.queryByText(/图片大小不能超过64KB/)).toBeNull();
    });

    it('edits the agreement as HTML with a sanitised preview, and opens the tab of a field in error on save', async () => {
        const user = userEvent.setup();
        const name = await open();
        await user.click(screen.getByRole('tab', { name: '用户协议' }));
        const agreement = screen.getByLabelText('用户协议（HTML）');
        await user.clear(agreement);
        await user.click(agreement);
        await user.paste('<p onclick="steal()">新协议</p><script>alert(1)</script>');
        const preview = (await screen.findByText('新协议')).closest('.safe-html') as HTMLElement;
        expect(preview.innerHTML).toBe('<p>新协议</p>');

        await user.clear(name);
        const form = name.closest('form') as HTMLFormElement;
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('网站名称不能为空')).toBeTruthy();
        await waitFor(() => expect(screen.getByRole('tab', { name: '基础信息' }).getAttribute('aria-selected')).toBe('true'));
        await user.type(name, '云解析');
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(stored().agreement).toBe('<p onclick="steal()">新协议</p><script>alert(1)</script>');
    });

    it('saves the CDN integration as the CDN_CONFIG_KEY parameter', async () => {
        const user = userEvent.setup();
        await open();
        const site = await screen.findByLabelText('CDN站点地址');
        await user.type(site, 'cdn.example.com');
        const form = site.closest('form') as HTMLFormElement;
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText(/请填写 http\(s\) 地址/)).toBeTruthy();
        await user.clear(site);
        await user.type(site, 'https://cdn.example.com');
        await user.click(within(form).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        const record = getDemoDb().sysConfigs.find(config => config.paramKey === 'CDN_CONFIG_KEY');
        expect(JSON.parse(record?.paramValue ?? '{}')).toEqual({ siteUrl: 'https://cdn.example.com', apiRootPath: '', syncRegister: 0 });
    });
});
