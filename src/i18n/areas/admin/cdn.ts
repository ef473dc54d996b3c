import type { I18nArea } from '../../provider';
import { cdnCn, cdnEn, cdnResourcesCn, cdnResourcesEn } from '../../sections/cdn';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the CDN build's tools (src/admin/cdn). */
const en = {
    cdn: cdnEn,
    resources: { ...cdnResourcesEn },
};

const cn: Shape<typeof en> = {
    cdn: cdnCn,
    resources: { ...cdnResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
