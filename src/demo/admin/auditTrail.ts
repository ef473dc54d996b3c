import type { AuditEntry } from '../../data/adminAudit/types';
import { clientOf } from '../account/client';
import { nextId } from '../db';
import type { AuthedContext } from '../http';
import type { DemoDb, DemoSession } from '../model';
import { now } from '../time';
import { AUDIT_TABLE, type AuditDescription, type AuditRule } from './auditTable';

/** A row of the trail as the demo stores it: the wire row plus the administrator's id. */
export interface DemoAuditLog extends AuditEntry {
    adminId: number;
}

/** Whether a call succeeded: a JSON answer with code 1, or a file (the database export). */
const succeeded = async (response: Response): Promise<Record<string, unknown> | undefined> => {
    if (!response.ok) return undefined;
    if (!(response.headers.get('content-type') ?? '').includes('json') || response.headers.has('content-disposition')) return {};
    const answer = (await response.clone().json()) as Record<string, unknown>;
    return answer.code === 1 ? answer : undefined;
};

const append = (
    db: DemoDb,
    context: AuthedContext,
    admin: { id: number; name: string },
    action: AuditEntry['action'],
    row: AuditDescription,
    actingAs = '',
) => {
    db.auditLogs.push({
        id: nextId(db.auditLogs),
        adminId: admin.id,
        admin: admin.name,
        action,
        target: row.target,
        summary: row.summary,
        changes: row.changes ?? [],
        ip: clientOf(context.request).ip,
        createTime: now(),
        actingAs,
    });
};

const adminOf = (db: DemoDb, session: DemoSession) => ({
    id: session.userId,
    name: db.admins.find(admin => admin.userId === session.userId)?.username ?? 'admin',
});

/** An administrator's call in the table: described from what `before` read and what the call left. */
const recordRule = async (rule: AuditRule, context: AuthedContext, run: () => Promise<Response>): Promise<Response> => {
    const { input, body, params, db, session } = context;
    const before = rule.before?.({ input, body, params, db });
    const response = await run();
    const answer = await succeeded(response);
    // the database import replaces every table: the row goes into the data now in place
    if (answer) append(context.db, context, adminOf(context.db, session), rule.action, rule.describe({ input, body, params, db: context.db, before, answer }));
    return response;
};

/**
 * A call of an administrator acting as a user: the log rows it wrote (account log, DNS operation log) name the
 * administrator, and the trail gets one row telling them.
 */
const recordActing = async (context: AuthedContext, acting: NonNullable<DemoSession['acting']>, run: () => Promise<Response>): Promise<Response> => {
    const { db, session } = context;
    const [accountRows, dnsRows] = [db.userLogs.length, db.operationLogs.length];
    const response = await run();
    const written = [...db.userLogs.slice(accountRows), ...db.operationLogs.slice(dnsRows)].filter(row => row.userId === session.userId);
    if (!written.length) return response;
    written.forEach(row => (row.operator = acting.admin));
    const user = db.users.find(row => row.userId === session.userId)?.username ?? '';
    const domains = [
        ...new Set(
            db.operationLogs
                .slice(dnsRows)
                .map(row => row.domain)
                .filter(Boolean),
        ),
    ];
    const summary = written.map(row => `${row.action}：${row.content}`).join('；');
    append(db, context, { id: acting.adminId, name: acting.admin }, 'acting', { target: domains.join(', '), summary }, user);
    return response;
};

/**
 * The one place the demo records the trail (http.ts runs every call through it): a call the table names, made by
 * an administrator, and every call of a session an administrator opened as a user.
 */
export const withAuditTrail = (path: string, context: AuthedContext, run: () => Promise<Response>): Promise<Response> => {
    const { session } = context;
    if (session?.acting) return recordActing(context, session.acting, run);
    const rule = session?.audience === 'admin' ? AUDIT_TABLE[path] : undefined;
    return rule ? recordRule(rule, context, run) : run();
};
