import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../../../i18n/provider';
import audit from '../../../i18n/areas/admin/audit';
import type { AuditAction } from '../../../data/adminAudit/types';
import { useAuditSummary } from './auditSummary';

addAreaMessages(audit);

const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
    </AdminContext>
);

afterEach(() => i18nProvider.changeLocale('cn'));

/** What the service writes (the demo's audit table and seed), and how English reads it. */
const WRITTEN: [AuditAction, string, string][] = [
    ['config', '修改 2 项', '2 fields changed'],
    ['config', '修改 1 项', '1 field changed'],
    ['config', '保存（无变化）', 'Saved (no change)'],
    ['config', '新增参数', 'Parameter added'],
    ['config', '删除参数', 'Parameter deleted'],
    ['config', '删除 3 个参数', 'Deleted 3 parameters'],
    ['signInAs', '代为登录', 'Signed in as the user'],
    ['recharge', '¥500.00', '¥500.00'],
    ['recharge', '¥500.00，原因：线下转账', '¥500.00, reason: 线下转账'],
    ['account', '停用账号，原因：欠费', 'Account disabled, reason: 欠费'],
    ['account', '启用账号', 'Account enabled'],
    ['account', '发送重置密码链接', 'Password reset link sent'],
    ['account', '修改备注与隐藏菜单', 'Note and hidden menus changed'],
    ['blacklist', '添加 1 个域名', 'Added 1 domain'],
    ['blacklist', '删除 4 个域名', 'Deleted 4 domains'],
    ['recursive', '添加 1 个IP段（办公网）', 'Added 1 IP range (办公网)'],
    ['recursive', '修改 2 个IP段（机房）', 'Changed 2 IP ranges (机房)'],
    ['recursive', '删除 2 个IP段', 'Deleted 2 IP ranges'],
    ['databaseImport', '导入数据库文件（12 KB），原数据已替换', 'Database file imported (12 KB), the data before replaced'],
    ['databaseExport', '导出数据库', 'Database exported'],
    [
        'acting',
        '添加域名：example.org；修改记录：a A 默认 192.0.2.1；b A 电信 192.0.2.2 等7条',
        'Add domain: example.org; Change record: a A Default 192.0.2.1; b A 电信 192.0.2.2 and more, 7 in all',
    ],
    ['acting', '自定义动作：随便写的', '自定义动作：随便写的'],
    ['config', '随便写的说明', '随便写的说明'],
];

describe('audit summaries', () => {
    it('read in Chinese exactly as the service wrote them', async () => {
        await i18nProvider.changeLocale('cn');
        const { result } = renderHook(() => useAuditSummary(), { wrapper });
        expect(WRITTEN.map(([action, summary]) => result.current({ action, summary }))).toEqual(WRITTEN.map(([, summary]) => summary));
    });

    it('read in English where the console knows them, free text and the rest as given', async () => {
        await i18nProvider.changeLocale('en');
        const { result } = renderHook(() => useAuditSummary(), { wrapper });
        expect(WRITTEN.map(([action, summary]) => result.current({ action, summary }))).toEqual(WRITTEN.map(([, , english]) => english));
    });
});
