import './forms';
import { addAreaMessages } from '../provider';
import { signupCn, signupEn, signupResourcesCn, signupResourcesEn } from '../sections/signup';
import { accountInfoCn, accountInfoEn, accountInfoResourcesCn, accountInfoResourcesEn } from '../sections/accountInfo';
import { verificationCn, verificationEn, verificationResourcesCn, verificationResourcesEn } from '../sections/verification';
import { apiKeyCn, apiKeyEn, apiKeyResourcesCn, apiKeyResourcesEn } from '../sections/apiKey';
import { domainLicenseCn, domainLicenseEn, domainLicenseResourcesCn, domainLicenseResourcesEn } from '../sections/domainLicense';
import { userLogsCn, userLogsEn, userLogsResourcesCn, userLogsResourcesEn } from '../sections/userLogs';
import { messageFiltersCn, messageFiltersEn, messageFiltersResourcesCn, messageFiltersResourcesEn } from '../sections/messageFilters';
import type { Shape } from '../shape';

/**
 * The messages of the account screens (sign-up and recovery, account info, real-name verification, API key,
 * domain licences, operation logs, message filters). They ship in those screens' lazy chunks, not with /login:
 * importing this module adds them.
 */
export const accountAreaEn = {
    signup: signupEn,
    accountInfo: accountInfoEn,
    verification: verificationEn,
    apiKey: apiKeyEn,
    domainLicense: domainLicenseEn,
    userLogs: userLogsEn,
    messageFilters: messageFiltersEn,
    resources: { ...signupResourcesEn, ...accountInfoResourcesEn, ...verificationResourcesEn, ...apiKeyResourcesEn, ...domainLicenseResourcesEn, ...userLogsResourcesEn, ...messageFiltersResourcesEn },
};

export const accountAreaCn: Shape<typeof accountAreaEn> = {
    signup: signupCn,
    accountInfo: accountInfoCn,
    verification: verificationCn,
    apiKey: apiKeyCn,
    domainLicense: domainLicenseCn,
    userLogs: userLogsCn,
    messageFilters: messageFiltersCn,
    resources: { ...signupResourcesCn, ...accountInfoResourcesCn, ...verificationResourcesCn, ...apiKeyResourcesCn, ...domainLicenseResourcesCn, ...userLogsResourcesCn, ...messageFiltersResourcesCn },
};

addAreaMessages({ en: accountAreaEn, cn: accountAreaCn });
