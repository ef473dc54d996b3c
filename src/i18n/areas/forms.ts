import type { I18nArea } from '../provider';
import { formsCn, formsEn } from '../sections/forms';

/** The shared form pieces' messages (sections/forms.ts): included by the areas whose screens use those pieces. */
export default { en: formsEn, cn: formsCn } satisfies I18nArea;
