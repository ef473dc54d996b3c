import type { I18nArea } from '../provider';
import { actingSessionCn, actingSessionEn } from '../sections/actingSession';
import type { Shape } from '../shape';

/** The messages of an administrator's session as a user: with the banner's chunk, the user's log and the web config. */
const en = { actingAs: actingSessionEn };

const cn: Shape<typeof en> = { actingAs: actingSessionCn };

export default { en, cn } satisfies I18nArea;
