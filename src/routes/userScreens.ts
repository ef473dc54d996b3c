import type { LazyScreen, ScreenCatalog } from './types';

/** Every screen of the user console, each its own chunk; the route table (userRoutes.ts) names them. */
export const userScreens = {
    dashboard: () => import('../customRoutes/dashboard/DashboardPage').then(m => ({ default: m.DashboardPage })),
    domainList: () => import('../resources/domains/DomainList').then(m => ({ default: m.DomainList })),
    domainGroups: () => import('../resources/domainGroups/GroupList').then(m => ({ default: m.GroupList })),
    // a domain's pages (the tabs of DOMAIN_PAGE_TABS)
    record: () => import('../resources/records/RecordsPage').then(m => ({ default: m.RecordsPage })),
    setting: () => import('../customRoutes/domainPages/SettingPage').then(m => ({ default: m.SettingPage })),
    plan: () => import('../customRoutes/domainPages/PlanPage').then(m => ({ default: m.PlanPage })),
    line: () => import('../customRoutes/domainPages/LinePage').then(m => ({ default: m.LinePage })),
    qps: () => import('../customRoutes/domainPages/QpsPage').then(m => ({ default: m.QpsPage })),
    orign: () => import('../customRoutes/domainPages/OriginPage').then(m => ({ default: m.OriginPage })),
    'log-request': () => import('../customRoutes/domainPages/RequestLogPage').then(m => ({ default: m.RequestLogPage })),
    'log-error': () => import('../customRoutes/domainPages/ErrorLogPage').then(m => ({ default: m.ErrorLogPage })),
    'log-operation': () => import('../customRoutes/domainPages/OperationLogPage').then(m => ({ default: m.OperationLogPage })),
    // plans, payment, orders, recharge
    myPlans: () => import('../customRoutes/plans/MyPlansPage').then(m => ({ default: m.MyPlansPage })),
    purchase: () => import('../customRoutes/plans/PurchasePage').then(m => ({ default: m.PurchasePage })),
    vas: () => import('../customRoutes/plans/VasPage').then(m => ({ default: m.VasPage })),
    payOrder: () => import('../customRoutes/payment/OrderPaymentPage').then(m => ({ default: m.OrderPaymentPage })),
    orders: () => import('../resources/orders/OrderListPage').then(m => ({ default: m.OrderListPage })),
    recharge: () => import('../customRoutes/recharge/RechargePage').then(m => ({ default: m.RechargePage })),
    // account, verification, API key, domain licences, operation logs
    accountInfo: () => import('../customRoutes/account/AccountInfoPage').then(m => ({ default: m.AccountInfoPage })),
    verification: () => import('../customRoutes/verification/VerificationPage').then(m => ({ default: m.VerificationPage })),
    apiKey: () => import('../customRoutes/apiKey/ApiKeyPage').then(m => ({ default: m.ApiKeyPage })),
    domainLicenses: () => import('../resources/domainLicenses/DomainLicensePage').then(m => ({ default: m.DomainLicensePage })),
    userLogs: () => import('../resources/userLogs/UserLogPage').then(m => ({ default: m.UserLogPage })),
    // bulk work, zone import and export, PTR, access token (issue 10)
    bulkDomainsCreate: () => import('../customRoutes/bulk/domainsCreate/DomainsCreatePage').then(m => ({ default: m.DomainsCreatePage })),
    bulkDomainsRetrieve: () => import('../customRoutes/bulk/domainsRetrieve/DomainsRetrievePage').then(m => ({ default: m.DomainsRetrievePage })),
    bulkPlanUpdate: () => import('../customRoutes/bulk/planUpdate/PlanUpdatePage').then(m => ({ default: m.PlanUpdatePage })),
    bulkRecordCreate: () => import('../customRoutes/bulk/recordCreate/RecordCreatePage').then(m => ({ default: m.RecordCreatePage })),
    bulkRecordUpdate: () => import('../customRoutes/bulk/recordUpdate/RecordUpdatePage').then(m => ({ default: m.RecordUpdatePage })),
    bulkRecordImport: () => import('../customRoutes/bulk/recordImport/RecordImportPage').then(m => ({ default: m.RecordImportPage })),
    bulkRecordExport: () => import('../customRoutes/bulk/recordExport/RecordExportPage').then(m => ({ default: m.RecordExportPage })),
    bulkLog: () => import('../customRoutes/bulk/log/BulkLogPage').then(m => ({ default: m.BulkLogPage })),
    ptrZones: () => import('../resources/ptrZones/PtrZonePage').then(m => ({ default: m.PtrZonePage })),
    ptrRecords: () => import('../resources/ptrRecords/PtrRecordPage').then(m => ({ default: m.PtrRecordPage })),
    accessToken: () => import('../customRoutes/accessToken/AccessTokenPage').then(m => ({ default: m.AccessTokenPage })),
    // scheduling, monitoring, HTTPDNS, analysis, SSL (issue 11)
    gtm: () => import('../resources/gtmTasks/GtmTaskPage').then(m => ({ default: m.GtmTaskPage })),
    gtmRule: () => import('../customRoutes/gtm/GtmRulePage').then(m => ({ default: m.GtmRulePage })),
    realtimeDetail: () => import('../customRoutes/monitors/RealtimeDetailPage').then(m => ({ default: m.RealtimeDetailPage })),
    monitorOntime: () => import('../customRoutes/monitors/OntimePage').then(m => ({ default: m.OntimePage })),
    monitorSettings: () => import('../customRoutes/monitors/SettingsPage').then(m => ({ default: m.MonitorSettingsPage })),
    monitorCounts: () => import('../customRoutes/monitors/CountsPage').then(m => ({ default: m.CountsPage })),
    monitorDetails: () => import('../customRoutes/monitors/DetailsPage').then(m => ({ default: m.DetailsPage })),
    monitorCustomLines: () => import('../customRoutes/monitors/CustomLinesPage').then(m => ({ default: m.MonitorCustomLinesPage })),
    httpdnsDomains: () => import('../resources/httpdnsDomains/HttpdnsDomainPage').then(m => ({ default: m.HttpdnsDomainPage })),
    httpdnsDetail: () => import('../customRoutes/httpdns/HttpdnsDetailPage').then(m => ({ default: m.HttpdnsDetailPage })),
    httpdnsConfigure: () => import('../customRoutes/httpdns/HttpdnsConfigurePage').then(m => ({ default: m.HttpdnsConfigurePage })),
    analysisQuery: () => import('../customRoutes/analysis/AnalysisQueryPage').then(m => ({ default: m.AnalysisQueryPage })),
    analysisTop: () => import('../customRoutes/analysis/AnalysisTopPage').then(m => ({ default: m.AnalysisTopPage })),
    sslOrders: () => import('../resources/sslOrders/SslOrderPage').then(m => ({ default: m.SslOrderPage })),
    sslApply: () => import('../customRoutes/ssl/SslApplyPage').then(m => ({ default: m.SslApplyPage })),
    sslInfo: () => import('../customRoutes/ssl/SslInfoPage').then(m => ({ default: m.SslInfoPage })),
    sslGoods: () => import('../customRoutes/ssl/SslGoodsPage').then(m => ({ default: m.SslGoodsPage })),
} satisfies Record<string, LazyScreen>;

export type UserScreen = keyof typeof userScreens;

/**
 * The first reads of the screens that have them, in modules of the data layer (no screen code): a signed-in cold
 * load starts them as soon as the data provider is there, while the screen's own chunks still load (apps/preload.ts).
 */
export const userScreenReads: ScreenCatalog<UserScreen>['reads'] = {
    domainList: () => import('../resources/domains/listReads').then(m => m.startDomainListReads),
};
