import type { I18nArea } from '../../provider';
import { apiTokensCn, apiTokensEn } from '../../sections/apiTokens';
import { sessionsCn, sessionsEn } from '../../sections/sessions';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the account's access screens (src/user/account: API tokens, sign-in devices). */
const en = { apiTokens: apiTokensEn, sessions: sessionsEn };

const cn: Shape<typeof en> = { apiTokens: apiTokensCn, sessions: sessionsCn };

export default { en, cn, includes: [forms] } satisfies I18nArea;
