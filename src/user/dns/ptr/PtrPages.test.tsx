import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PtrRecordPage } from './PtrRecordPage';
import { PtrZonePage } from './PtrZonePage';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { loginUser, setupDemoServer } from '../../../../tests/support/demo';

setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

const NOTICE = 'PTR 记录的变更需要 1 到 2 个工作日生效。';

describe('reverse zones', { timeout: 45_000 }, () => {
    it('lists the zones with the notice, previews the zone name as the prefix is typed, refuses other lengths', async () => {
        renderUserRoute({ token, route: '/dns/domain/ptr', path: '/dns/domain/ptr', screen: <PtrZonePage /> });
        expect(await screen.findByText('2.0.192.in-addr.arpa')).toBeTruthy();
        expect(screen.getByText(NOTICE)).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: '添加反向区域' }));
        const dialog = await screen.findByRole('dialog');
        // the blocks the administrator assigned, and how another is had
        expect((await within(dialog).findByTestId('ptr-blocks')).textContent).toBe(
            '您的账号已分配的地址段：192.0.2.0/24（机房A 公网段）、198.51.100.0/24（机房B 公网段）、10.0.0.0/8（内网段）、2001:db8::/32（IPv6 分配）。反向区域只能在这些地址段内添加。地址段由管理员分配：如需新增，请联系管理员。',
        );
        const input = within(dialog).getByLabelText(/IP 网段/);
        fireEvent.change(input, { target: { value: '10.20.0.0/16' } });
        expect(within(dialog).getByTestId('zone-preview').textContent).toBe('区域名称：20.10.in-addr.arpa');
        fireEvent.change(input, { target: { value: '10.20.0.0/20' } });
        expect(within(dialog).getByTestId('zone-preview').textContent).toBe('区域名称：—');
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('请输入 /8、/16 或 /24 的网段')).toBeTruthy();

        fireEvent.change(input, { target: { value: '2001:db8::/32' } });
        expect(within(dialog).getByTestId('zone-preview').textContent).toBe('区域名称：8.b.d.0.1.0.0.2.ip6.arpa');
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('8.b.d.0.1.0.0.2.ip6.arpa')).toBeTruthy();
        expect(await screen.findByText(/已添加反向区域 8\.b\.d\.0\.1\.0\.0\.2\.ip6\.arpa。PTR 记录的变更需要 1 到 2 个工作日生效/)).toBeTruthy();
    });

    it('keeps the prefix typed and shows the server refusal when the zone exists', async () => {
        renderUserRoute({ token, route: '/dns/domain/ptr', path: '/dns/domain/ptr', screen: <PtrZonePage /> });
        await screen.findByText('2.0.192.in-addr.arpa');
        fireEvent.click(screen.getByRole('button', { name: '添加反向区域' }));
        const dialog = await screen.findByRole('dialog');
        const input = within(dialog).getByLabelText(/IP 网段/);
        fireEvent.change(input, { target: { value: '192.0.2.0/24' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('反向区域已存在')).toBeTruthy();
        expect((input as HTMLInputElement).value).toBe('192.0.2.0/24');
    });
});

describe('PTR records', { timeout: 45_000 }, () => {
    const open = () => renderUserRoute({ token, route: '/dns/domain/ptr/record', path: '/dns/domain/ptr/record?zone=1', screen: <PtrRecordPage /> });

    it('lists the zone records with the notice; adds one by its host part, checked both ways', async () => {
        open();
        expect(await screen.findByText('api.example.com')).toBeTruthy();
        expect(screen.getByText(NOTICE)).toBeTruthy();
        expect(screen.getAllByText('已生效').length).toBe(2);

        fireEvent.click(screen.getByRole('button', { name: '添加 PTR 记录' }));
        const dialog = await screen.findByRole('dialog');
        const address = within(dialog).getByLabelText(/IP 地址/);
        const target = within(dialog).getByLabelText(/目标主机名/);
        fireEvent.change(address, { target: { value: '192.0.3.1' } });
        fireEvent.change(target, { target: { value: 'not a host' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('IP地址须在 192.0.2.0/24 内')).toBeTruthy();
        expect(within(dialog).getByText('请输入主机名，例如 host.example.com')).toBeTruthy();

        fireEvent.change(address, { target: { value: '77' } });
        expect(within(dialog).getByTestId('ptr-name-preview').textContent).toBe('PTR 名称：77.2.0.192.in-addr.arpa');
        fireEvent.change(target, { target: { value: 'host77.example.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('host77.example.com')).toBeTruthy();
        expect(screen.getByText('192.0.2.77')).toBeTruthy();
        expect(screen.getAllByText('生效中').length).toBe(1);
        expect(await screen.findByText('PTR 记录已保存。PTR 记录的变更需要 1 到 2 个工作日生效。')).toBeTruthy();
    });

    it('refuses a duplicate address with the server msg, and deletes after a confirmation', async () => {
        open();
        await screen.findByText('api.example.com');
        fireEvent.click(screen.getByRole('button', { name: '添加 PTR 记录' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(within(dialog).getByLabelText(/IP 地址/), { target: { value: '192.0.2.10' } });
        fireEvent.change(within(dialog).getByLabelText(/目标主机名/), { target: { value: 'x.example.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('该IP地址已有PTR记录')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

        const row = screen.getByText('www.example.com').closest('tr') as HTMLElement;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('删除 192.0.2.20 的 PTR 记录？')).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        await waitFor(() => expect(screen.queryByText('www.example.com')).toBeNull());
    });

    it('says so when the zone does not exist', async () => {
        renderUserRoute({ token, route: '/dns/domain/ptr/record', path: '/dns/domain/ptr/record?zone=999', screen: <PtrRecordPage /> });
        expect(await screen.findByText(/反向区域不存在/)).toBeTruthy();
    });
});
