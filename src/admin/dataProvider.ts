import { createCrudProvider } from '../dataProvider/crudProvider';
import { twoFactorCalls } from '../data/account/twoFactorApi';
import type { HttpClient } from '../http/client';
import { adminAuditApi, adminAuditCalls } from '../data/adminAudit/api';
import { adminMessageCalls, adminMessagesApi } from '../data/adminMessages/api';
import { adminOverviewCalls } from '../data/adminOverview/api';
import { appUserCalls, appUsersApi } from '../data/appUsers/api';
import { blackDomainsApi, blacklistCalls } from '../data/blackDomains/api';
import { cacheEntriesApi, cdnToolCalls, probeIpsApi } from '../data/cdnTools/api';
import { databaseCalls } from '../data/database/api';
import { httpdnsAdminCalls, httpdnsDomainsApi, httpdnsUserConfigsApi } from '../data/httpdnsAdmin/api';
import { licenseCalls } from '../data/license/api';
import { productCalls, productsApi } from '../data/products/api';
import { ptrBlocksApi } from '../data/ptrBlocks/api';
import { providerCheckCalls } from '../data/providerChecks/api';
import { recursiveCalls, recursiveSegmentsApi } from '../data/recursiveSegments';
import { sysConfigApi, sysConfigCalls } from '../data/sysConfig/api';
import { webConfigAdminCalls } from '../data/webConfig/adminCalls';
import { webConfigCalls } from '../data/webConfig/api';
import { withFreshCodeRetry } from '../data/account/freshCodeRetry';

/** The calls over a client. */
const providerOver = (http: HttpClient) => ({
    ...createCrudProvider(http, {
        recursiveSegments: recursiveSegmentsApi,
        config: sysConfigApi,
        adminMessage: adminMessagesApi,
        appUser: appUsersApi,
        blackDomain: blackDomainsApi,
        httpdnsUserConfig: httpdnsUserConfigsApi,
        httpdnsDomain: httpdnsDomainsApi,
        probeIp: probeIpsApi,
        cacheEntry: cacheEntriesApi,
        product: productsApi,
        adminAudit: adminAuditApi,
        ptrBlock: ptrBlocksApi,
    }),
    ...webConfigCalls(http),
    ...twoFactorCalls(http, 'sys/user/totp'),
    ...webConfigAdminCalls(http),
    ...adminMessageCalls(http),
    ...recursiveCalls(http),
    ...sysConfigCalls(http),
    ...adminOverviewCalls(http),
    ...cdnToolCalls(http),
    ...licenseCalls(http),
    ...httpdnsAdminCalls(http),
    ...blacklistCalls(http),
    ...databaseCalls(http),
    ...appUserCalls(http),
    ...productCalls(http),
    ...adminAuditCalls(http),
    ...providerCheckCalls(http),
});

/**
 * The admin flavour's provider: CRUD over its resource declarations, plus its typed custom calls; a call refused for
 * want of a fresh second-factor code asks for it and is sent again (data/account/freshCodeRetry.ts).
 */
export const createAdminDataProvider = (http: HttpClient) => providerOver(withFreshCodeRetry(http));

export type AdminDataProvider = ReturnType<typeof createAdminDataProvider>;
