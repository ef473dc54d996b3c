import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpdnsSettingsPage } from './HttpdnsSettingsPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

setupDemoServer();

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const open = async () => {
    renderAdminScreen('/dns/httpdns?tab=users', <HttpdnsSettingsPage />);
    await screen.findByText('100001');
};

describe('HTTPDNS user configs', () => {
    it('edits a config in a dialog, naming a bad domain line at the field', async () => {
        const user = userEvent.setup();
        await open();
        const row = screen.getByText('100001').closest('tr') as HTMLElement;
        await user.click(within(row).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog');
        const domains = within(dialog).getByLabelText(/允许的域名/, { selector: 'textarea' });
        expect(valueOf(domains)).toBe('app.example.com\napi.example.com');
        await user.type(domains, '\nbad_name');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('域名格式不正确：bad_name')).toBeTruthy();

        await user.clear(domains);
        await user.type(domains, 'img.example.com');
        const qps = within(dialog).getByLabelText(/QPS限制/);
        await user.clear(qps);
        await user.type(qps, '20');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('修改成功')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().httpdns.userConfigs.find(config => config.id === 1)).toMatchObject({ domains: 'img.example.com', qpsLimit: 20 });
    });

    it('shows the server msg on a refused add and keeps the dialog', async () => {
        const user = userEvent.setup();
        await open();
        await user.click(screen.getByRole('button', { name: '添加' }));
        const dialog = await screen.findByRole('dialog');
        await user.type(within(dialog).getByLabelText(/用户/), 'nobody');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('用户不存在：nobody')).toBeTruthy();
        expect(valueOf(within(screen.getByRole('dialog')).getByLabelText(/用户/))).toBe('nobody');
    });

    it('deletes after a confirmation', async () => {
        const user = userEvent.setup();
        await open();
        const row = screen.getByText('100002').closest('tr') as HTMLElement;
        await user.click(within(row).getByRole('button', { name: '删除' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText(/13900139000/)).toBeTruthy();
        await user.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        expect(await screen.findByText('删除成功')).toBeTruthy();
        await waitFor(() => expect(screen.queryByText('100002')).toBeNull());
        expect(getDemoDb().httpdns.userConfigs.map(config => config.id)).toEqual([1]);
    });
});
