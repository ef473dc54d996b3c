import { bool, id, list, nested, oneOf, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import { AUDIT_ACTIONS, isAuditAction, type AuditEntry, type AuditFilter } from './types';

/**
 * The administrators' audit trail (designed): POST sys/audit/list {page, limit, admin?, action?, startTime?,
 * endTime?, key?} -> page.list/totalCount, newest first; POST sys/audit/export {the same filter} -> data.list (the
 * newest AUDIT_EXPORT_MAX rows) and data.truncated.
 */
const AUDIT_PATHS = { list: 'sys/audit/list', export: 'sys/audit/export' } as const;

/** The export's cap: a trail longer than this is exported in ranges. */
export const AUDIT_EXPORT_MAX = 10000;

/** The filter as both calls send it: texts trimmed, blanks and unknown actions left out. */
export const auditFilterBody = (filter: AuditFilter): Params => {
    const body: Params = {};
    for (const name of ['admin', 'startTime', 'endTime', 'key'] as const) {
        const value = searchText(filter[name]);
        if (value) body[name] = value;
    }
    if (isAuditAction(filter.action)) body.action = filter.action;
    return body;
};

const change = row({ field: text, before: text, after: text });
const auditRecord: RecordSchema<AuditEntry> = row({
    id,
    admin: text,
    action: oneOf(AUDIT_ACTIONS, 'config'),
    target: text,
    summary: text,
    changes: list(change),
    ip: text,
    createTime: text,
    actingAs: text,
}) as RecordSchema<AuditEntry>;

const exported = nested({ list: list(auditRecord), truncated: bool });

export const adminAuditApi = defineApi<AuditEntry>({
    record: auditRecord,
    list: {
        path: AUDIT_PATHS.list,
        params: ({ page, perPage, filter }: ListRequest) => ({ page, limit: perPage, ...auditFilterBody(filter as AuditFilter) }),
    },
});

/** The typed custom calls, spread into the admin dataProvider. */
export const adminAuditCalls = (http: HttpClient) => ({
    exportAuditTrail: async (filter: AuditFilter): Promise<{ list: AuditEntry[]; truncated: boolean }> =>
        readAnswer(exported, (await http.post(AUDIT_PATHS.export, auditFilterBody(filter))).data, AUDIT_PATHS.export),
});
