import type { I18nArea } from '../../provider';
import { subAccountsCn, subAccountsEn } from '../../sections/subAccounts';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the sub-accounts page (src/user/account/subAccounts). */
const en = { subAccounts: subAccountsEn };

const cn: Shape<typeof en> = { subAccounts: subAccountsCn };

export default { en, cn, includes: [forms] } satisfies I18nArea;
