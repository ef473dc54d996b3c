import type { I18nArea } from '../../provider';
import { shellNoticesCn, shellNoticesEn } from '../../sections/shellNotices';
import { signupCn, signupEn } from '../../sections/signup';
import type { Shape } from '../../shape';
import forms from '../forms';
import passwordStrength from '../passwordStrength';

/** The messages of the open account pages (src/open/account: registration, recovery, binding), and what a page that fails to render says (`shellNotices.*`). */
const en = {
    signup: signupEn,
    shellNotices: shellNoticesEn,
};

const cn: Shape<typeof en> = {
    signup: signupCn,
    shellNotices: shellNoticesCn,
};

export default { en, cn, includes: [forms, passwordStrength] } satisfies I18nArea;
