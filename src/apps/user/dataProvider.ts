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
});

export type UserDataProvider = ReturnType<typeof createUserDataProvider>;
