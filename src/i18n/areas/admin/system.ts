import './forms';
import { addAreaMessages } from '../provider';
import { adminDashboardCn, adminDashboardEn, adminDashboardResourcesCn, adminDashboardResourcesEn } from '../sections/adminDashboard';
import { systemSettingsCn, systemSettingsEn, systemSettingsResourcesCn, systemSettingsResourcesEn } from '../sections/systemSettings';
import { webConfigFormCn, webConfigFormEn, webConfigFormResourcesCn, webConfigFormResourcesEn } from '../sections/webConfigForm';
import { httpdnsSettingsCn, httpdnsSettingsEn, httpdnsSettingsResourcesCn, httpdnsSettingsResourcesEn } from '../sections/httpdnsSettings';
import { blacklistCn, blacklistEn, blacklistResourcesCn, blacklistResourcesEn } from '../sections/blacklist';
import { databaseCn, databaseEn, databaseResourcesCn, databaseResourcesEn } from '../sections/database';
import { operationCn, operationEn, operationResourcesCn, operationResourcesEn } from '../sections/operation';
import { adminMessageFormCn, adminMessageFormEn, adminMessageFormResourcesCn, adminMessageFormResourcesEn } from '../sections/adminMessageForm';
import type { Shape } from '../shape';

/**
 * The messages of the admin console's setting screens. They ship in the screens' lazy chunks, not with /login:
 * importing this module adds them.
 */
export const adminEn = {
    adminDashboard: adminDashboardEn,
    systemSettings: systemSettingsEn,
    webConfigForm: webConfigFormEn,
    httpdnsSettings: httpdnsSettingsEn,
    blacklist: blacklistEn,
    database: databaseEn,
    operation: operationEn,
    adminMessageForm: adminMessageFormEn,
    resources: { ...adminDashboardResourcesEn, ...systemSettingsResourcesEn, ...webConfigFormResourcesEn, ...httpdnsSettingsResourcesEn, ...blacklistResourcesEn, ...databaseResourcesEn, ...operationResourcesEn, ...adminMessageFormResourcesEn },
};

export const adminCn: Shape<typeof adminEn> = {
    adminDashboard: adminDashboardCn,
    systemSettings: systemSettingsCn,
    webConfigForm: webConfigFormCn,
    httpdnsSettings: httpdnsSettingsCn,
    blacklist: blacklistCn,
    database: databaseCn,
    operation: operationCn,
    adminMessageForm: adminMessageFormCn,
    resources: { ...adminDashboardResourcesCn, ...systemSettingsResourcesCn, ...webConfigFormResourcesCn, ...httpdnsSettingsResourcesCn, ...blacklistResourcesCn, ...databaseResourcesCn, ...operationResourcesCn, ...adminMessageFormResourcesCn },
};

addAreaMessages({ en: adminEn, cn: adminCn });
