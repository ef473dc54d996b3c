import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { BlackDomainList } from './BlackDomainList';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

setupDemoServer();

const openList = async () => {
    renderAdminScreen('/dns/black/config/domains', <BlackDomainList />);
    await screen.findByText('malware-download.example.com');
};

const openDialog = async () => {
    fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
    const dialog = await screen.findByRole('dialog');
    return { dialog, textarea: within(dialog).getByRole('textbox', { name: /域名/ }) as HTMLTextAreaElement };
};

describe('blocked domains', () => {
    it('names the duplicate line at the field and sends nothing', async () => {
        await openList();
        const { dialog, textarea } = await openDialog();
        fireEvent.change(textarea, { target: { value: 'a1.example.com\nb1.example.com\nA1.example.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('域名不能重复：A1.example.com');
        expect(textarea.value).toBe('a1.example.com\nb1.example.com\nA1.example.com');
        expect(getDemoDb().blacklist.domains).toHaveLength(6);
    });

    it('names a bad line at the field', async () => {
        await openList();
        const { dialog, textarea } = await openDialog();
        fireEvent.change(textarea, { target: { value: 'ok.example.com\nnot a domain' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('域名格式不正确：not a domain');
    });

    it('shows the server refusal for domains already listed and keeps what was typed; adds many at once', async () => {
        await openList();
        const { dialog, textarea } = await openDialog();
        fireEvent.change(textarea, { target: { value: 'brand-new.example.com\ncoinminer.example.cn' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        expect((await within(dialog).findAllByText('域名已在黑名单中：coinminer.example.cn')).length).toBeGreaterThan(0);
        expect(textarea.value).toBe('brand-new.example.com\ncoinminer.example.cn');

        fireEvent.change(textarea, { target: { value: 'brand-new.example.com\n\nsecond-new.example.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await screen.findByText('添加成功');
        await screen.findByText('second-new.example.com');
        expect(getDemoDb().blacklist.domains).toHaveLength(8);
    });

    it('batch delete: says 请选择要删除的数据 with nothing selected, then confirms with the count', async () => {
        await openList();
        // the toolbar's button (the bulk toolbar holds the same one, shown once rows are selected)
        fireEvent.click(screen.getAllByRole('button', { name: '批量删除' })[0]);
        await screen.findByText('请选择要删除的数据');

        const rows = screen.getAllByRole('row').slice(1);
        fireEvent.click(within(rows[0]).getByRole('checkbox'));
        fireEvent.click(within(rows[1]).getByRole('checkbox'));
        const buttons = await screen.findAllByRole('button', { name: '批量删除' });
        fireEvent.click(buttons[0]);
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText('确定将选中的 2 个域名移出黑名单吗？');
        fireEvent.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(getDemoDb().blacklist.domains).toHaveLength(4));
    });

    it('deletes one domain after a confirmation naming it', async () => {
        await openList();
        const row = screen.getByText('coinminer.example.cn').closest('tr') as HTMLElement;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText(/确定将 coinminer\.example\.cn 移出黑名单吗/);
        fireEvent.click(within(confirm).getByRole('button', { name: /确认|确定/ }));
        await waitFor(() => expect(getDemoDb().blacklist.domains.some(row => row.domain === 'coinminer.example.cn')).toBe(false));
    });

    it('imports a CSV with expiries, refusing bad lines by number; an expired entry is listed as expired', async () => {
        getDemoDb().blacklist.domains.push({
            id: 99,
            domain: 'old.example.com',
            remark: '旧',
            createTime: '2020-01-01 00:00:00',
            expireTime: '2020-06-01 00:00:00',
        });
        const user = userEvent.setup();
        await openList();
        within(screen.getByText('old.example.com').closest('tr')!).getByText('已过期');
        await user.click(screen.getByRole('button', { name: '导入 CSV' }));
        const dialog = await screen.findByTestId('blacklist-import');
        const csv = 'domain,remark,expires\nnew.example.com,新,2099-01-01\nmalware-download.example.com,重复,\nnot a domain,,\n';
        await user.upload(within(dialog).getByTestId('blacklist-import-file'), new File([csv], 'b.csv', { type: 'text/csv' }));
        await within(dialog).findByText('可导入（1）');
        await user.click(within(dialog).getByText('已拒绝（2）'));
        within(dialog).getByText('第 3 行：域名已在黑名单中（或在文件中重复）');
        within(dialog).getByText('第 4 行：域名格式错误');
        await user.click(within(dialog).getByRole('button', { name: '导入 1 行' }));
        await screen.findByText('已导入 1 行');
        expect(getDemoDb().blacklist.domains.find(row => row.domain === 'new.example.com')).toMatchObject({ remark: '新', expireTime: '2099-01-01 23:59:59' });
    });
});
