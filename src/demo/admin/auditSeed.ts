import { SECRET_MASK } from '../../data/adminAudit/changes';
import { daysBefore } from '../time';
import type { DemoAuditLog } from './auditTrail';

type SeedRow = Omit<DemoAuditLog, 'id' | 'adminId' | 'admin' | 'createTime' | 'ip' | 'changes' | 'actingAs'> &
    Partial<Pick<DemoAuditLog, 'changes' | 'actingAs' | 'ip'>> & { days: number };

const ROWS: SeedRow[] = [
    { days: 12.4, action: 'databaseExport', target: '', summary: '导出数据库' },
    {
        days: 9.1,
        action: 'config',
        target: 'SMS_CONFIG_KEY',
        summary: '修改 2 项',
        changes: [
            { field: 'sign', before: '蚂蚁DNS', after: '云解析' },
            { field: 'secretkey', before: SECRET_MASK, after: SECRET_MASK },
        ],
    },
    { days: 6.3, action: 'blacklist', target: 'phishing-login.example.net', summary: '添加 1 个域名' },
    { days: 4.8, action: 'recharge', target: 'demo', summary: '¥500.00，原因：线下转账', ip: '114.88.3.21' },
    { days: 2.2, action: 'recursive', target: '10.8.0.0-10.8.255.255', summary: '添加 1 个IP段（办公网）' },
    {
        days: 1.1,
        action: 'config',
        target: 'WEB_CONFIG_KEY',
        summary: '修改 1 项',
        changes: [{ field: 'power.adminTotp', before: '0', after: '1' }],
    },
];

/** A few weeks of the trail, so the demo's screen has something to search. */
export const seedAuditLogs = (at: Date): DemoAuditLog[] =>
    ROWS.map(({ days, changes = [], actingAs = '', ip = '58.33.12.8', ...row }, index) => ({
        id: index + 1,
        adminId: 1,
        admin: 'admin',
        createTime: daysBefore(at, days),
        ip,
        changes,
        actingAs,
        ...row,
    }));
