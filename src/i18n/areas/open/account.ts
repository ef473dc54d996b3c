import type { I18nArea } from '../../provider';
import { signupCn, signupEn } from '../../sections/signup';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the open account pages (src/open/account: registration, recovery, binding). */
const en = {
    signup: signupEn,
};

const cn: Shape<typeof en> = {
    signup: signupCn,
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
