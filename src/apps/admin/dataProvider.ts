import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';
import { adminMessageCalls, adminMessagesApi } from '../../resources/adminMessages/api';
import { adminOverviewCalls } from '../../resources/adminOverview/api';
import { appUserCalls, appUsersApi } from '../../resources/appUsers/api';
import { blackDomainsApi, blacklistCalls } from '../../resources/blackDomains/api';
import { cacheEntriesApi, cdnToolCalls, probeIpsApi } from '../../resources/cdnTools/api';
import { databaseCalls } from '../../resources/database/api';
import { httpdnsAdminCalls, httpdnsDomainsApi, httpdnsUserConfigsApi } from '../../resources/httpdnsAdmin/api';
import { licenseCalls } from '../../resources/license/api';
import { productCalls, productsApi } from '../../resources/products/api';
import { recursiveCalls, recursiveSegmentsApi } from '../../resources/recursiveSegments';
import { sysConfigApi, sysConfigCalls } from '../../resources/sysConfig/api';
import { webConfigAdminCalls } from '../../resources/webConfig/adminCalls';
import { webConfigCalls } from '../../resources/webConfig/api';

/** The admin flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createAdminDataProvider = (http: HttpClient) => ({
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
    }),
    ...webConfigCalls(http),
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
});

export type AdminDataProvider = ReturnType<typeof createAdminDataProvider>;
