import type { I18nArea } from '../../provider';
import { accountInfoCn, accountInfoEn } from '../../sections/accountInfo';
import { verificationCn, verificationEn } from '../../sections/verification';
import { apiKeyCn, apiKeyEn } from '../../sections/apiKey';
import { domainLicenseCn, domainLicenseEn, domainLicenseResourcesCn, domainLicenseResourcesEn } from '../../sections/domainLicense';
import { licenseRightsCn, licenseRightsEn } from '../../sections/licenseRights';
import type { Shape } from '../../shape';
import forms from '../forms';
import twoFactor from '../twoFactor';
import passwordStrength from '../passwordStrength';

/** The messages of the account screens (src/user/account: account info, real-name verification, API key, domain licences). */
const en = {
    accountInfo: accountInfoEn,
    verification: verificationEn,
    apiKey: apiKeyEn,
    domainLicense: domainLicenseEn,
    licenseRights: licenseRightsEn,
    resources: { ...domainLicenseResourcesEn },
};

const cn: Shape<typeof en> = {
    accountInfo: accountInfoCn,
    verification: verificationCn,
    apiKey: apiKeyCn,
    domainLicense: domainLicenseCn,
    licenseRights: licenseRightsCn,
    resources: { ...domainLicenseResourcesCn },
};

export default { en, cn, includes: [forms, twoFactor, passwordStrength] } satisfies I18nArea;
