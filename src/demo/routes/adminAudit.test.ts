import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_TABLE } from '../admin/auditTable';
import { handlers } from '../handlers';
import { call, loginAdmin } from '../../../tests/support/demo';
import { setupDemoServer } from '../../../tests/support/demo';
import type { AuditEntry } from '../../data/adminAudit/types';

setupDemoServer();

const trail = async (token: string, filter: Record<string, unknown> = {}) =>
    ((await call('sys/audit/list', { token, json: { page: 1, limit: 50, ...filter } })).page as { list: AuditEntry[] }).list;

describe("the administrators' audit trail (demo)", () => {
    afterEach(() => vi.useRealTimers());

    it('names only calls the demo answers', () => {
        const paths = new Set(handlers.map(handler => String((handler.info as { path?: unknown }).path).replace(/^\*\/(antsxdp|api)\//, '')));
        for (const path of Object.keys(AUDIT_TABLE)) expect(paths.has(path), path).toBe(true);
    });

    it('records a configuration save with the fields it changed, secrets masked, who, when and from where', async () => {
        const token = await loginAdmin();
        const sms = (await call('sys/config/info2/SMS_CONFIG_KEY', { token })).config as { id: number; paramKey: string; paramValue: string };
        const value = { ...JSON.parse(sms.paramValue), secretkey: 'brand-new-secret-value' };
        expect((await call('sys/config/update', { token, json: { id: sms.id, paramKey: sms.paramKey, paramValue: JSON.stringify(value) } })).code).toBe(1);
        const [row] = await trail(token, { action: 'config' });
        expect(row).toMatchObject({ admin: 'admin', action: 'config', target: 'SMS_CONFIG_KEY', ip: '58.33.12.8' });
        expect(row.changes).toContainEqual({ field: 'secretkey', before: expect.any(String), after: '******' });
        expect(JSON.stringify(row)).not.toContain('brand-new-secret-value');
        expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('records recharges, blacklist changes and refused calls not at all; filters by action, admin, text and time', async () => {
        const token = await loginAdmin();
        await call('sys/app_user/recharge', { token, json: { userId: 2, amount: 5000, reason: '线下转账' } });
        await call('sys/app_user/recharge', { token, json: { userId: 2, amount: 5000, reason: '' } });
        await call('sys/dns/black/save', { token, json: { domains: 'bad-one.example.com\nbad-two.example.com', remark: '' } });
        const recharges = await trail(token, { action: 'recharge', key: '线下转账' });
        expect(recharges[0]).toMatchObject({ summary: '¥50.00，原因：线下转账' });
        expect(recharges.filter(row => row.summary.includes('50.00'))).toHaveLength(1);
        expect((await trail(token, { action: 'blacklist', key: 'bad-two' }))[0]).toMatchObject({ summary: '添加 2 个域名' });
        expect(await trail(token, { admin: 'nobody' })).toEqual([]);
        expect(await trail(token, { startTime: '2000-01-01', endTime: '2000-01-02' })).toEqual([]);
        const exported = (await call('sys/audit/export', { token, json: { action: 'blacklist' } })).data as { list: AuditEntry[]; truncated: boolean };
        expect(exported.truncated).toBe(false);
        expect(exported.list.every(row => row.action === 'blacklist')).toBe(true);
    });

    it('records the control of an account: a deduction, disabling and enabling it, a password reset, its note', async () => {
        const token = await loginAdmin();
        expect((await call('sys/app_user/deduct', { token, json: { userId: 5, amount: 100, reason: '冲正' } })).code).toBe(1);
        await call('sys/app_user/disable', { token, json: { userId: 2, reason: '欠费' } });
        await call('sys/app_user/enable', { token, json: { userId: 2 } });
        await call('sys/app_user/password/reset', { token, json: { userId: 2 } });
        await call('sys/app_user/update', { token, json: { userId: 2, note: '大客户', unvalidModel: '' } });
        expect((await trail(token, { action: 'deduct' }))[0]).toMatchObject({ summary: '¥1.00，原因：冲正' });
        expect((await trail(token, { action: 'account' })).map(row => row.summary)).toEqual([
            '修改备注与隐藏菜单',
            '发送重置密码链接',
            '启用账号',
            '停用账号，原因：欠费',
        ]);
    });

    it('signs in as a user for the set time: the user info says who acts, changes are logged under the administrator, then calls are refused', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const token = await loginAdmin();
        const userToken = (await call('sys/app_user/back/login', { token, query: { userId: 2 } })).token as string;
        const info = (await call('app/account/userinfo', { token: userToken })).user as { acting?: { admin: string; expiresIn: number } };
        expect(info.acting).toEqual({ admin: 'admin', expiresIn: 30 * 60 });
        expect((await call('app/dns/domain_group/save', { token: userToken, json: { name: '代操作分组' } })).code).toBe(1);
        const logs = (
            (await call('app/account/log/list', { token: userToken, json: { method: 0, page: 1, limit: 50 } })).page as {
                list: Array<{ action: string; operator?: string }>;
            }
        ).list;
        expect(logs.find(row => row.action === '添加分组')).toMatchObject({ operator: 'admin' });
        expect(logs.find(row => row.action === '管理员代为登录')).toMatchObject({ operator: 'admin' });
        const rows = await trail(token);
        expect(rows[0]).toMatchObject({ action: 'acting', admin: 'admin', actingAs: expect.any(String), summary: expect.stringContaining('添加分组') });
        expect(rows[1]).toMatchObject({ action: 'signInAs', summary: '代为登录' });
        vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
        expect((await call('app/account/userinfo', { token: userToken })).code).toBe(401);
    });

    it('ends an acting session when the administrator returns; an ordinary session cannot call it', async () => {
        const token = await loginAdmin();
        const userToken = (await call('sys/app_user/back/login', { token, query: { userId: 2 } })).token as string;
        expect((await call('app/account/acting/end', { token: userToken, json: {} })).code).toBe(1);
        expect((await call('app/account/userinfo', { token: userToken })).code).toBe(401);
    });
});
