import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';
import * as saveFile from '../../../ui/saveFile';
import { AuditTrailPage } from './AuditTrailPage';

setupDemoServer();

afterEach(() => i18nProvider.changeLocale('cn'));

const open = async () => {
    renderAdminScreen('/system/audit', <AuditTrailPage />);
    await screen.findByText('SMS_CONFIG_KEY');
};

describe('the audit trail screen', () => {
    it('lists who did what, newest first, with changed fields and secrets masked', async () => {
        await open();
        const rows = screen.getAllByRole('row').slice(1);
        expect(within(rows[0]).getByText('WEB_CONFIG_KEY')).toBeTruthy();
        expect(within(rows[0]).getByText('power.adminTotp: 0 → 1')).toBeTruthy();
        expect(screen.getByText('secretkey: ****** → ******')).toBeTruthy();
        expect(screen.getAllByText('保存配置').length).toBeGreaterThan(0);
        expect(screen.getAllByText('admin').length).toBeGreaterThan(0);
        expect(screen.getByText('修改 2 项')).toBeTruthy();
        expect(screen.getByText('添加 1 个IP段（办公网）')).toBeTruthy();
    });

    it('says the summaries in English in English, what was typed kept', async () => {
        await i18nProvider.changeLocale('en');
        renderAdminScreen('/system/audit', <AuditTrailPage />);
        await screen.findByText('SMS_CONFIG_KEY');
        expect(screen.getByText('2 fields changed')).toBeTruthy();
        expect(screen.getByText('Database exported')).toBeTruthy();
        expect(screen.getByText('Added 1 IP range (办公网)')).toBeTruthy();
        expect(screen.getByText('¥500.00, reason: 线下转账')).toBeTruthy();
    });

    it('filters by action and by keyword', async () => {
        await open();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '操作类型' }));
        fireEvent.click(await screen.findByRole('option', { name: '人工充值' }));
        await waitFor(() => expect(screen.queryByText('SMS_CONFIG_KEY')).toBeNull());
        expect(screen.getByText('¥500.00，原因：线下转账')).toBeTruthy();
        fireEvent.change(screen.getByPlaceholderText('搜索对象、摘要、IP'), { target: { value: 'no-such-thing' } });
        await screen.findByText('没有符合条件的记录');
    });

    it("exports what the search finds as CSV with the header in the reader's language", async () => {
        const save = vi.spyOn(saveFile, 'saveCsv').mockImplementation(() => undefined);
        await open();
        fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
        await screen.findByText(`已导出 ${getDemoDb().auditLogs.length} 条`);
        const [name, csv] = save.mock.calls[0];
        expect(name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
        expect(csv.split('\r\n')[0]).toBe('时间,管理员,操作类型,代为用户,操作对象,摘要,变更字段,IP');
        expect(csv).toContain('保存配置');
        expect(csv).not.toMatch(/secret-value/);
        save.mockRestore();
    });
});
