import { toCsv } from '../../format/csv';
import type { AuditAction, AuditEntry } from './types';

/** A change as one line of text: "field: before → after" (an empty side reads as —). */
export const describeChange = ({ field, before, after }: AuditEntry['changes'][number]): string => `${field}: ${before || '—'} → ${after || '—'}`;

/**
 * The trail as CSV (the console's one writer, format/csv.ts: formula cells guarded): the header in the reader's
 * language, the action by its translated name, the changes one per line inside their cell.
 */
export const writeAuditCsv = (entries: readonly AuditEntry[], header: readonly string[], actionName: (action: AuditAction) => string): string =>
    toCsv([
        header,
        ...entries.map(entry => [
            entry.createTime,
            entry.admin,
            actionName(entry.action),
            entry.actingAs,
            entry.target,
            entry.summary,
            entry.changes.map(describeChange).join('\n'),
            entry.ip,
        ]),
    ]);

/** The columns writeAuditCsv writes, as i18n keys under `audit.fields`. */
export const AUDIT_CSV_COLUMNS = ['createTime', 'admin', 'action', 'actingAs', 'target', 'summary', 'changes', 'ip'] as const;
