import type { I18nArea } from '../../provider';
import { ptrCn, ptrEn, ptrResourcesCn, ptrResourcesEn } from '../../sections/ptr';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the reverse zones and their PTR records (src/user/dns/ptr). */
const en = {
    ptr: ptrEn,
    resources: { ...ptrResourcesEn },
};

const cn: Shape<typeof en> = {
    ptr: ptrCn,
    resources: { ...ptrResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
