/** What an administrator did, one kind per audited call family (the trail's action filter lists them in this order). */
export const AUDIT_ACTIONS = [
    'config',
    'signInAs',
    'acting',
    'recharge',
    'deduct',
    'account',
    'blacklist',
    'recursive',
    'databaseImport',
    'databaseExport',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(value);

/** One field a configuration save changed; a secret's values are masked before they are stored. */
export interface AuditChange {
    field: string;
    before: string;
    after: string;
}

/** One row of the administrators' audit trail (designed: sys/audit/list). */
export interface AuditEntry {
    id: number;
    /** The administrator's name. */
    admin: string;
    action: AuditAction;
    /** What was acted on: a parameter key, a user's name, a domain list... ('' when the action names none). */
    target: string;
    /** What happened, in the server's words. */
    summary: string;
    changes: AuditChange[];
    /** Where the call came from. */
    ip: string;
    createTime: string;
    /** The user the administrator was acting as ('' otherwise). */
    actingAs: string;
}

/** The trail's filter, as the list and the export send it (designed). */
export interface AuditFilter {
    admin?: string;
    action?: string;
    startTime?: string;
    endTime?: string;
    key?: string;
}
