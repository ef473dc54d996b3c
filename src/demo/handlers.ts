import type { RequestHandler } from 'msw';
import { notImplemented } from './http';
import { adminOverviewRoutes } from './routes/adminOverview';
import { adminAuditRoutes } from './routes/adminAudit';
import { appUserRoutes } from './routes/appUsers';
import { authRoutes } from './routes/auth';
import { twoFactorRoutes } from './routes/twoFactor';
import { blackDomainRoutes } from './routes/blackDomains';
import { cdnToolRoutes } from './routes/cdnTools';
import { databaseRoutes } from './routes/database';
import { httpdnsAdminRoutes } from './routes/httpdnsAdmin';
import { productRoutes } from './routes/products';
import { consumeRoutes } from './routes/consumes';
import { domainRoutes } from './routes/domains';
import { domainSettingRoutes } from './routes/domainSettings';
import { dnssecRoutes } from './routes/dnssec';
import { domainStatRoutes } from './routes/domainStats';
import { domainGroupRoutes } from './routes/domainGroups';
import { lineRoutes } from './routes/lines';
import { messageRoutes } from './routes/messages';
import { recordRoutes } from './routes/records';
import { changeSetRoutes } from './routes/changeSets';
import { templateRoutes } from './routes/templates';
import { recursiveSegmentRoutes } from './routes/recursiveSegments';
import { sysConfigRoutes } from './routes/sysConfig';
import { overviewRoutes } from './routes/overview';
import { webConfigRoutes } from './routes/webConfig';
import { ordersRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { plansRoutes } from './routes/plans';
import { rechargeRoutes } from './routes/recharges';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/apiKey';
import { apiTokenRoutes } from './routes/apiTokens';
import { subAccountRoutes } from './routes/subAccounts';
import { sessionRoutes } from './routes/sessions';
import { domainLicensesRoutes } from './routes/domainLicenses';
import { registrationRoutes } from './routes/registration';
import { userLogsRoutes } from './routes/userLogs';
import { verificationRoutes } from './routes/verification';

import { bulkJobRoutes } from './routes/bulkJobs';
import { bulkDomainRoutes } from './routes/bulkDomains';
import { bulkRecordRoutes } from './routes/bulkRecords';
import { ptrRoutes } from './routes/ptr';
import { ptrBlockRoutes } from './routes/ptrBlocks';
import { accessTokenRoutes } from './routes/accessToken';
import { gtmTaskRoutes } from './routes/gtmTasks';
import { monitorRoutes } from './routes/monitors';
import { httpdnsDomainRoutes } from './routes/httpdnsDomains';
import { analysisRoutes } from './routes/analysis';
import { sslOrderRoutes } from './routes/sslOrders';
import { providerCheckRoutes } from './routes/providerChecks';

/** Every route of the demo backend, each registered under every API prefix; unknown API calls answer 404 last. */
export const handlers: RequestHandler[] = [
    ...[authRoutes, twoFactorRoutes, webConfigRoutes, messageRoutes, sysConfigRoutes, recursiveSegmentRoutes].flat(2),
    ...[domainRoutes, domainGroupRoutes, recordRoutes, changeSetRoutes, lineRoutes, domainSettingRoutes, domainStatRoutes, consumeRoutes, overviewRoutes].flat(
        2,
    ),
    ...dnssecRoutes.flat(),
    ...ptrBlockRoutes.flat(),
    ...[adminOverviewRoutes, cdnToolRoutes, httpdnsAdminRoutes, blackDomainRoutes, databaseRoutes, appUserRoutes, productRoutes, adminAuditRoutes].flat(2),
    ...[plansRoutes, paymentRoutes, ordersRoutes, rechargeRoutes].flat(2),
    ...[
        registrationRoutes,
        accountRoutes,
        verificationRoutes,
        apiKeyRoutes,
        apiTokenRoutes,
        subAccountRoutes,
        sessionRoutes,
        domainLicensesRoutes,
        userLogsRoutes,
    ].flat(2),
    ...[bulkJobRoutes, bulkDomainRoutes, bulkRecordRoutes, ptrRoutes, accessTokenRoutes].flat(2),
    ...[gtmTaskRoutes, monitorRoutes, httpdnsDomainRoutes, analysisRoutes, sslOrderRoutes].flat(2),
    ...templateRoutes.flat(),
    ...providerCheckRoutes.flat(),
    ...notImplemented(['app', 'sys', 'sys_common']),
];
