import type { I18nArea } from '../../provider';
import { blacklistCn, blacklistEn, blacklistResourcesCn, blacklistResourcesEn } from '../../sections/blacklist';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the blacklist screens (src/admin/blacklist). */
const en = {
    blacklist: blacklistEn,
    resources: { ...blacklistResourcesEn },
};

const cn: Shape<typeof en> = {
    blacklist: blacklistCn,
    resources: { ...blacklistResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
