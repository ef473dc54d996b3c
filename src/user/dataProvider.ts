import { createCrudProvider } from '../dataProvider/crudProvider';
import type { HttpClient } from '../http/client';
import { accountCalls } from '../data/account/api';
import { twoFactorCalls } from '../data/account/twoFactorApi';
import { customLinesApi } from '../data/customLines/api';
import { domainGroupCalls, domainGroupsApi } from '../data/domainGroups/api';
import { errorLogApi, operationLogApi, requestLogApi } from '../data/domainLogs/api';
import { domainCalls, domainsApi } from '../data/domains/api';
import { domainSettingCalls } from '../data/domainSettings/api';
import { dnssecCalls } from '../data/dnssec/api';
import { lineCalls } from '../data/lines/api';
import { messageCalls, messagesApi } from '../data/messages/api';
import { overviewCalls } from '../data/overview/api';
import { queryStatCalls } from '../data/queryStats/api';
import { recordsApi } from '../data/records/api';
import { changeSetCalls, changeSetsApi } from '../data/changeSets/api';
import { templateCalls } from '../data/quickSetup/api';
import { webConfigCalls } from '../data/webConfig/api';
import { orderCalls, ordersApi } from '../data/orders/api';
import { paymentCalls } from '../data/payments/api';
import { planCalls, plansApi } from '../data/plans/api';
import { rechargeCalls } from '../data/recharges/api';
import { apiKeyCalls } from '../data/apiKey/api';
import { apiTokenCalls } from '../data/apiTokens/api';
import { subAccountCalls } from '../data/subAccounts/api';
import { sessionCalls } from '../data/sessions/api';
import { domainLicenseCalls, domainLicensesApi } from '../data/domainLicenses/api';
import { registrationCalls } from '../data/registration/api';
import { userLogCalls, userLogsApi } from '../data/userLogs/api';
import { verificationCalls } from '../data/verification/api';

import { bulkJobCalls, bulkJobsApi } from '../data/bulkJobs/api';
import { bulkDomainCalls } from '../data/bulkDomains/api';
import { bulkRecordCalls } from '../data/bulkRecords/api';
import { ptrZoneCalls, ptrZonesApi } from '../data/ptrZones/api';
import { ptrRecordCalls, ptrRecordsApi } from '../data/ptrRecords/api';
import { accessTokenCalls } from '../data/accessToken/api';
import { gtmTaskCalls, gtmTasksApi } from '../data/gtmTasks/api';
import { monitorCalls, monitorsApi } from '../data/monitors/api';
import { httpdnsDomainCalls, httpdnsDomainsApi } from '../data/httpdnsDomains/api';
import { analysisCalls } from '../data/analysis/api';
import { sslOrderCalls, sslOrdersApi } from '../data/sslOrders/api';
import { withFreshCodeRetry } from '../data/account/freshCodeRetry';

/** The calls over a client. */
const providerOver = (http: HttpClient) => ({
    ...createCrudProvider(http, {
        message: messagesApi,
        domain: domainsApi,
        domainGroup: domainGroupsApi,
        record: recordsApi,
        changeSet: changeSetsApi,
        customLine: customLinesApi,
        requestLog: requestLogApi,
        errorLog: errorLogApi,
        operationLog: operationLogApi,
        plan: plansApi,
        order: ordersApi,
        domainLicense: domainLicensesApi,
        userLog: userLogsApi,
        bulkJob: bulkJobsApi,
        ptrZone: ptrZonesApi,
        ptrRecord: ptrRecordsApi,
        gtmTask: gtmTasksApi,
        monitor: monitorsApi,
        httpdnsDomain: httpdnsDomainsApi,
        sslOrder: sslOrdersApi,
    }),
    ...webConfigCalls(http),
    ...accountCalls(http),
    ...twoFactorCalls(http),
    ...messageCalls(http),
    ...overviewCalls(http),
    ...domainCalls(http),
    ...domainGroupCalls(http),
    ...changeSetCalls(http),
    ...templateCalls(http),
    ...lineCalls(http),
    ...domainSettingCalls(http),
    ...dnssecCalls(http),
    ...queryStatCalls(http),
    ...planCalls(http),
    ...orderCalls(http),
    ...paymentCalls(http),
    ...rechargeCalls(http),
    ...registrationCalls(http),
    ...verificationCalls(http),
    ...apiKeyCalls(http),
    ...apiTokenCalls(http),
    ...subAccountCalls(http),
    ...sessionCalls(http),
    ...domainLicenseCalls(http),
    ...userLogCalls(http),
    ...bulkJobCalls(http),
    ...bulkDomainCalls(http),
    ...bulkRecordCalls(http),
    ...ptrZoneCalls(http),
    ...ptrRecordCalls(http),
    ...accessTokenCalls(http),
    ...gtmTaskCalls(http),
    ...monitorCalls(http),
    ...httpdnsDomainCalls(http),
    ...analysisCalls(http),
    ...sslOrderCalls(http),
});

/**
 * The user flavour's provider: CRUD over its resource declarations, plus its typed custom calls; a call refused for
 * want of a fresh second-factor code asks for it and is sent again (data/account/freshCodeRetry.ts).
 */
export const createUserDataProvider = (http: HttpClient) => providerOver(withFreshCodeRetry(http));

export type UserDataProvider = ReturnType<typeof createUserDataProvider>;
