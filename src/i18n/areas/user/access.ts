import type { I18nArea } from '../../provider';
import { sessionAccessCn, sessionAccessEn } from '../../sections/sessionAccess';
import { subAccessCn, subAccessEn } from '../../sections/subAccess';
import type { Shape } from '../../shape';

/** Why this session may not do something (a sub-account's role, a role not known yet): for every screen that asks. */
const en = { subAccess: subAccessEn, sessionAccess: sessionAccessEn };

const cn: Shape<typeof en> = { subAccess: subAccessCn, sessionAccess: sessionAccessCn };

export default { en, cn } satisfies I18nArea;
