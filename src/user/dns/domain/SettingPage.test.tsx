import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SettingPage } from './SettingPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { answer, DOMAIN, renderDomainPage } from '../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

const SETTINGS = { confDefaultTtl: 600, confCnameAccelerate: 1, confRecursiveStatus: 0, confSeoStatus: 0 };
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const open = async () => {
    renderDomainPage('setting', <SettingPage />);
    const ttl = await screen.findByLabelText(/默认TTL/);
    return ttl as HTMLInputElement;
};

describe('domain settings tab', () => {
    it('shows the domain state in the frame and the saved settings', async () => {
        server.use(answer.domain(), answer.settings(SETTINGS));
        const ttl = await open();
        expect(valueOf(ttl)).toBe('600');
        expect(checked(screen.getByLabelText('CNAME加速'))).toBe(true);
        expect(checked(screen.getByLabelText('递归解析'))).toBe(false);
        expect((await screen.findByTestId('domain-status')).textContent).toBe('正常');
        expect(screen.getByTestId('domain-locked').textContent).toBe('已锁定');
        expect(screen.getByTestId('domain-ns').textContent).toBe('DNS服务器错误');
    });

    it('is read only on a domain another account licensed, saying why, with no save and no DNSSEC action', async () => {
        server.use(answer.domain({ ...DOMAIN, isShare: 1, shareFrom: 'alice', shareRights: 2 }), answer.settings(SETTINGS));
        const ttl = await open();
        expect((await screen.findByTestId('settings-closed')).textContent).toBe('该域名由 alice 授权给您：仅域名所有者可修改其设置和 DNSSEC。');
        expect(ttl.disabled).toBe(true);
        expect((screen.getByLabelText('CNAME加速') as HTMLInputElement).disabled).toBe(true);
        expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
        await screen.findByTestId('dnssec');
        expect(screen.queryByRole('button', { name: '开启DNSSEC' })).toBeNull();
    });

    it('checks the TTL at the field and sends nothing while it is out of range', async () => {
        const sent: unknown[] = [];
        server.use(
            answer.domain(),
            answer.settings(SETTINGS),
            http.post('*/app/dns/control/attr/save', async ({ request }) => {
                sent.push(await request.json());
                return HttpResponse.json({ code: 1, msg: 'success' });
            }),
        );
        const user = userEvent.setup();
        const ttl = await open();
        await user.clear(ttl);
        await user.type(ttl, '604801');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('TTL须为1到604800秒之间的整数')).toBeTruthy();
        await user.clear(ttl);
        await user.type(ttl, '0');
        fireEvent.blur(ttl);
        expect(await screen.findByText('TTL须为1到604800秒之间的整数')).toBeTruthy();
        expect(sent).toEqual([]);
    });

    it('saves with a preset TTL and a switch, says 保存成功', async () => {
        const sent: unknown[] = [];
        server.use(
            answer.domain(),
            answer.settings(SETTINGS),
            http.post('*/app/dns/control/attr/save', async ({ request }) => {
                sent.push(await request.json());
                return HttpResponse.json({ code: 1, msg: 'success' });
            }),
        );
        const user = userEvent.setup();
        const ttl = await open();
        await user.click(screen.getByText('1小时 (3600)'));
        expect(valueOf(ttl)).toBe('3600');
        await user.click(screen.getByLabelText('搜索引擎优化（SEO）'));
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存成功')).toBeTruthy();
        expect(sent).toEqual([{ id: 7, confDefaultTtl: 3600, confCnameAccelerate: 1, confRecursiveStatus: 0, confSeoStatus: 1 }]);
        // saved: nothing left to warn about
        await user.click(screen.getByRole('tab', { name: '域名套餐' }));
        expect((await screen.findByTestId('landed')).textContent).toBe('/dns/domain/list/admin/example.com/7/1/plan');
    });

    it('shows the server msg on a refusal and keeps what was typed', async () => {
        server.use(answer.domain(), answer.settings(SETTINGS), answer.refuse('post', 'app/dns/control/attr/save', '域名已锁定，无法修改设置'));
        const user = userEvent.setup();
        const ttl = await open();
        await user.clear(ttl);
        await user.type(ttl, '1200');
        await user.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('域名已锁定，无法修改设置')).toBeTruthy();
        await waitFor(() => expect(valueOf(ttl)).toBe('1200'));
    });

    it('asks before leaving with unsaved changes', async () => {
        server.use(answer.domain(), answer.settings(SETTINGS));
        const user = userEvent.setup();
        const ttl = await open();
        await user.clear(ttl);
        await user.type(ttl, '900');
        await user.click(screen.getByRole('tab', { name: '域名套餐' }));
        expect(await screen.findByText('您的修改尚未保存，离开此页面将丢失这些修改。确定离开吗？')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: '留在此页' }));
        expect(screen.queryByTestId('landed')).toBeNull();
        // the dialog hides the page from assistive technology until it has closed
        await user.click(await screen.findByRole('tab', { name: '域名套餐' }));
        await user.click(await screen.findByRole('button', { name: '离开' }));
        expect((await screen.findByTestId('landed')).textContent).toBe('/dns/domain/list/admin/example.com/7/1/plan');
    });

    it('shows a load failure with a retry', async () => {
        server.use(answer.domain(), answer.refuse('get', 'app/dns/control/attr/info', '域名不存在'));
        renderDomainPage('setting', <SettingPage />);
        expect(await screen.findByText('加载失败：域名不存在')).toBeTruthy();
        expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    });
});
