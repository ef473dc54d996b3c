import type { I18nArea } from '../provider';
import { passwordStrengthCn, passwordStrengthEn } from '../sections/passwordStrength';
import type { Shape } from '../shape';

/** The password strength meter's messages: included by the areas of the screens that set a password. */
const en = { passwordStrength: passwordStrengthEn };

const cn: Shape<typeof en> = { passwordStrength: passwordStrengthCn };

export default { en, cn } satisfies I18nArea;
