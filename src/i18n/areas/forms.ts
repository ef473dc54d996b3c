import { addAreaMessages } from '../provider';
import { formsCn, formsEn } from '../sections/forms';

/** The shared form pieces' messages (sections/forms.ts): imported by those pieces and by the areas using them. */
addAreaMessages({ en: formsEn, cn: formsCn });
