import type { I18nArea } from '../../provider';
import { httpdnsSettingsCn, httpdnsSettingsEn, httpdnsSettingsResourcesCn, httpdnsSettingsResourcesEn } from '../../sections/httpdnsSettings';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the admin DNS settings (src/admin/dns: the HTTPDNS service, its domains and user configs). */
const en = {
    httpdnsSettings: httpdnsSettingsEn,
    resources: { ...httpdnsSettingsResourcesEn },
};

const cn: Shape<typeof en> = {
    httpdnsSettings: httpdnsSettingsCn,
    resources: { ...httpdnsSettingsResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
