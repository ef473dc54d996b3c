import { AUDIT_EXPORT_MAX } from '../../data/adminAudit/api';
import { describeChange } from '../../data/adminAudit/csv';
import { isAuditAction } from '../../data/adminAudit/types';
import type { DemoAuditLog } from '../admin/auditTrail';
import { boundOf } from '../dns/traffic';
import { text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';

/** A row as the calls answer it: without the administrator's id. */
const wire = ({ adminId: _adminId, ...row }: DemoAuditLog) => row;

/** Whether a row holds the keyword anywhere a reader sees (target, summary, changes, IP, acting user). */
const holds = (row: DemoAuditLog, key: string) =>
    [row.target, row.summary, row.ip, row.actingAs, ...row.changes.map(describeChange)].some(value => value.toLowerCase().includes(key));

/** The trail's rows the filter keeps, newest first: admin (part of the name), action, time bounds, keyword. */
const filtered = (db: DemoDb, input: Input): DemoAuditLog[] => {
    const admin = text(input.admin).toLowerCase();
    const action = text(input.action);
    if (action && !isAuditAction(action)) throw new DemoError('操作类型不正确');
    const start = boundOf(text(input.startTime), 'start');
    const end = boundOf(text(input.endTime), 'end');
    if (start && end && start > end) throw new DemoError('开始时间不能晚于结束时间');
    const key = text(input.key).toLowerCase();
    return db.auditLogs
        .filter(
            row =>
                (!admin || row.admin.toLowerCase().includes(admin)) &&
                (!action || row.action === action) &&
                (!start || row.createTime >= start) &&
                (!end || row.createTime <= end) &&
                (!key || holds(row, key)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
};

/** The administrators' audit trail (designed: src/data/adminAudit/api.ts); the rows are written by admin/auditTrail.ts. */
export const adminAuditRoutes = [
    route.adminPost('sys/audit/list', ({ db, input }) => {
        const page = paginate(filtered(db, input).map(wire), { page: input.page, limit: input.limit }, { sidx: 'createTime', order: 'desc', limit: 20 });
        return ok({ page });
    }),
    route.adminPost('sys/audit/export', ({ db, input }) => {
        const rows = filtered(db, input);
        return ok({ data: { list: rows.slice(0, AUDIT_EXPORT_MAX).map(wire), truncated: rows.length > AUDIT_EXPORT_MAX } });
    }),
];
