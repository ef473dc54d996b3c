import type { I18nArea } from '../provider';
import { twoFactorCn, twoFactorEn } from '../sections/twoFactor';
import type { Shape } from '../shape';

/** The messages of two-factor sign-in: loaded with the sign-in's second step and with the account screens. */
const en = { twoFactor: twoFactorEn };

const cn: Shape<typeof en> = { twoFactor: twoFactorCn };

export default { en, cn } satisfies I18nArea;
