import type { I18nArea } from '../../provider';
import { apiTokensCn, apiTokensEn } from '../../sections/apiTokens';
import type { Shape } from '../../shape';
import forms from '../forms';
import knownNames from '../knownNames';
import sessions from '../sessions';

/** The messages of the account's access screens (src/user/account: API tokens, sign-in devices). */
const en = { apiTokens: apiTokensEn };

const cn: Shape<typeof en> = { apiTokens: apiTokensCn };

export default { en, cn, includes: [forms, sessions, knownNames] } satisfies I18nArea;
