import type { I18nArea } from '../../provider';
import { httpdnsCn, httpdnsEn } from '../../sections/httpdns';
import type { Shape } from '../../shape';
import forms from '../forms';
import charts from '../charts';

/** The messages of the HTTPDNS screens (src/user/httpdns). */
const en = {
    httpdns: httpdnsEn,
};

const cn: Shape<typeof en> = {
    httpdns: httpdnsCn,
};

export default { en, cn, includes: [forms, charts] } satisfies I18nArea;
