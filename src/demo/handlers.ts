import type { RequestHandler } from 'msw';
import { notImplemented } from './http';
import { adminOverviewRoutes } from './routes/adminOverview';
import { appUserRoutes } from './routes/appUsers';
import { authRoutes } from './routes/auth';
import { blacklistRoutes } from './routes/blacklist';
import { cdnToolRoutes } from './routes/cdnTools';
import { databaseRoutes } from './routes/database';
import { httpdnsRoutes } from './routes/httpdns';
import { productRoutes } from './routes/products';
import { consumeRoutes } from './routes/consumes';
import { domainRoutes } from './routes/domains';
import { domainSettingRoutes } from './routes/domainSettings';
import { domainStatRoutes } from './routes/domainStats';
import { groupRoutes } from './routes/groups';
import { lineRoutes } from './routes/lines';
import { messageRoutes } from './routes/messages';
import { recordRoutes } from './routes/records';
import { recursiveRoutes } from './routes/recursive';
import { sysConfigRoutes } from './routes/sysConfig';
import { updateLogRoutes } from './routes/updateLog';
import { webConfigRoutes } from './routes/webConfig';
import { ordersRoutes } from './routes/orders';
import { payRoutes } from './routes/pay';
import { plansRoutes } from './routes/plans';
import { rechargeRoutes } from './routes/recharge';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/apiKey';
import { domainLicensesRoutes } from './routes/domainLicenses';
import { registrationRoutes } from './routes/registration';
import { userLogsRoutes } from './routes/userLogs';
import { verificationRoutes } from './routes/verification';

import { bulkJobRoutes } from './routes/bulkJobs';
import { bulkDomainRoutes } from './routes/bulkDomains';
import { bulkRecordRoutes } from './routes/bulkRecords';
import { ptrRoutes } from './routes/ptr';
import { accessTokenRoutes } from './routes/accessToken';
import { gtmRoutes } from './routes/gtm';
import { monitorRoutes } from './routes/monitors';
import { httpdnsUserRoutes } from './routes/httpdnsUser';
import { analysisRoutes } from './routes/analysis';
import { sslRoutes } from './routes/ssl';

/** Every route of the demo backend, each registered under every API prefix; unknown API calls answer 404 last. */
export const handlers: RequestHandler[] = [
    ...[authRoutes, webConfigRoutes, messageRoutes, sysConfigRoutes, recursiveRoutes].flat(2),
    ...[domainRoutes, groupRoutes, recordRoutes, lineRoutes, domainSettingRoutes, domainStatRoutes, consumeRoutes, updateLogRoutes].flat(2),
    ...[adminOverviewRoutes, cdnToolRoutes, httpdnsRoutes, blacklistRoutes, databaseRoutes, appUserRoutes, productRoutes].flat(2),
    ...[plansRoutes, payRoutes, ordersRoutes, rechargeRoutes].flat(2),
    ...[registrationRoutes, accountRoutes, verificationRoutes, apiKeyRoutes, domainLicensesRoutes, userLogsRoutes].flat(2),
    ...[bulkJobRoutes, bulkDomainRoutes, bulkRecordRoutes, ptrRoutes, accessTokenRoutes].flat(2),
    ...[gtmRoutes, monitorRoutes, httpdnsUserRoutes, analysisRoutes, sslRoutes].flat(2),
    ...notImplemented(['app', 'sys', 'sys_common']),
];
