import type { I18nArea } from '../../provider';
import { ptrCn, ptrEn, ptrResourcesCn, ptrResourcesEn } from '../../sections/ptr';
import type { Shape } from '../../shape';
import forms from '../forms';
import ptrChecks from '../ptrChecks';

// the prefix and address checks are their own area (ptrChecks), which the admin console loads too
const { validation: _enChecks, ...ptrScreensEn } = ptrEn;
const { validation: _cnChecks, ...ptrScreensCn } = ptrCn;

/** The messages of the reverse zones and their PTR records (src/user/dns/ptr). */
const en = {
    ptr: ptrScreensEn,
    resources: { ...ptrResourcesEn },
};

const cn: Shape<typeof en> = {
    ptr: ptrScreensCn,
    resources: { ...ptrResourcesCn },
};

export default { en, cn, includes: [forms, ptrChecks] } satisfies I18nArea;
