import type { I18nArea } from '../provider';
import { sessionsCn, sessionsEn } from '../sections/sessions';
import type { Shape } from '../shape';

/** Sessions and sign-in history (devices, results): the user's own pages and the admin's view of a user include it. */
const en = { sessions: sessionsEn };

const cn: Shape<typeof en> = { sessions: sessionsCn };

export default { en, cn } satisfies I18nArea;
