import type { I18nArea } from '../../provider';
import { adminAuditCn, adminAuditEn } from '../../sections/adminAudit';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the administrators' audit trail (src/admin/system/audit). */
const en = { adminAudit: adminAuditEn };

const cn: Shape<typeof en> = { adminAudit: adminAuditCn };

export default { en, cn, includes: [forms] } satisfies I18nArea;
