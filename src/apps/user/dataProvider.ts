import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';
import { accountCalls } from '../../resources/account/api';
import { customLinesApi } from '../../resources/customLines/api';
import { domainGroupCalls, domainGroupsApi } from '../../resources/domainGroups/api';
import { errorLogApi, operationLogApi, requestLogApi } from '../../resources/domainLogs/api';
import { domainCalls, domainsApi } from '../../resources/domains/api';
import { domainSettingCalls } from '../../resources/domainSettings/api';
import { lineCalls } from '../../resources/lines/api';
import { messageCalls, messagesApi } from '../../resources/messages/api';
import { overviewCalls } from '../../resources/overview/api';
import { queryStatCalls } from '../../resources/queryStats/api';
import { recordCalls, recordsApi } from '../../resources/records/api';
import { webConfigCalls } from '../../resources/webConfig/api';
import { orderCalls, ordersApi } from '../../resources/orders/api';
import { paymentCalls } from '../../resources/payments/api';
import { planCalls, plansApi } from '../../resources/plans/api';
import { rechargeCalls } from '../../resources/recharges/api';
import { apiKeyCalls } from '../../resources/apiKey/api';
import { domainLicenseCalls, domainLicensesApi } from '../../resources/domainLicenses/api';
import { registrationCalls } from '../../resources/registration/api';
import { userLogCalls, userLogsApi } from '../../resources/userLogs/api';
import { verificationCalls } from '../../resources/verification/api';

import { bulkJobCalls, bulkJobsApi } from '../../resources/bulkJobs/api';
import { bulkDomainCalls } from '../../resources/bulkDomains/api';
import { bulkRecordCalls } from '../../resources/bulkRecords/api';
import { ptrZoneCalls, ptrZonesApi } from '../../resources/ptrZones/api';
import { ptrRecordCalls, ptrRecordsApi } from '../../resources/ptrRecords/api';
import { accessTokenCalls } from '../../resources/accessToken/api';
import { gtmTaskCalls, gtmTasksApi } from '../../resources/gtmTasks/api';
import { monitorCalls, monitorsApi } from '../../resources/monitors/api';
import { httpdnsDomainCalls, httpdnsDomainsApi } from '../../resources/httpdnsDomains/api';
import { analysisCalls } from '../../resources/analysis/api';
import { sslOrderCalls, sslOrdersApi } from '../../resources/sslOrders/api';

/** The user flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createUserDataProvider = (http: HttpClient) => ({
    ...createCrudProvider(http, {
        message: messagesApi,
        domain: domainsApi,
        domainGroup: domainGroupsApi,
        record: recordsApi,
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
    ...messageCalls(http),
    ...overviewCalls(http),
    ...domainCalls(http),
    ...domainGroupCalls(http),
    ...recordCalls(http),
    ...lineCalls(http),
    ...domainSettingCalls(http),
    ...queryStatCalls(http),
    ...planCalls(http),
    ...orderCalls(http),
    ...paymentCalls(http),
    ...rechargeCalls(http),
    ...registrationCalls(http),
    ...verificationCalls(http),
    ...apiKeyCalls(http),
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

export type UserDataProvider = ReturnType<typeof createUserDataProvider>;
