import type { I18nArea } from '../../provider';
import { webConfigCn, webConfigEn } from '../../sections/webConfig';
import { systemSettingsCn, systemSettingsEn } from '../../sections/systemSettings';
import { databaseCn, databaseEn } from '../../sections/database';
import { licenseCn, licenseEn } from '../../sections/license';
import { rechargeSettingCn, rechargeSettingEn } from '../../sections/rechargeGuard';
import { providerChecksCn, providerChecksEn } from '../../sections/providerChecks';
import type { Shape } from '../../shape';
import forms from '../forms';
import actingSession from '../actingSession';

/** The messages of the system settings (src/admin/system: web config, CDN check, SMS, mail, database, authorization info). */
const en = {
    rechargeSetting: rechargeSettingEn,
    webConfig: webConfigEn,
    systemSettings: systemSettingsEn,
    database: databaseEn,
    license: licenseEn,
    providerChecks: providerChecksEn,
};

const cn: Shape<typeof en> = {
    rechargeSetting: rechargeSettingCn,
    webConfig: webConfigCn,
    systemSettings: systemSettingsCn,
    database: databaseCn,
    license: licenseCn,
    providerChecks: providerChecksCn,
};

export default { en, cn, includes: [forms, actingSession] } satisfies I18nArea;
