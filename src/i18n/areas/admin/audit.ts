import type { I18nArea } from '../../provider';
import { adminAuditCn, adminAuditEn } from '../../sections/adminAudit';
import { auditSummariesCn, auditSummariesEn } from '../../sections/auditSummaries';
import type { Shape } from '../../shape';
import forms from '../forms';
// the user's log actions and summaries, in changes made while acting as a user
import knownNames from '../knownNames';

/** The messages of the administrators' audit trail (src/admin/system/audit). */
const en = { adminAudit: adminAuditEn, auditSummaries: auditSummariesEn };

const cn: Shape<typeof en> = { adminAudit: adminAuditCn, auditSummaries: auditSummariesCn };

export default { en, cn, includes: [forms, knownNames] } satisfies I18nArea;
