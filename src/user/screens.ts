import type { LazyScreen, ScreenCatalog } from '../console/routing/types';

/** Every screen of the user console and every frame around screens, each its own chunk; the route table (routes.ts) names them. */
export const userScreens = {
    dashboard: () => import('./dashboard/DashboardPage').then(m => ({ default: m.DashboardPage })),
    domainList: () => import('./dns/domains/DomainList').then(m => ({ default: m.DomainList })),
    domainGroups: () => import('./dns/groups/GroupList').then(m => ({ default: m.GroupList })),
    // a domain's pages (the tabs of DOMAIN_PAGE_TABS), in their frame
    domainPage: () => import('./dns/domain/DomainPageFrame').then(m => ({ default: m.DomainPageFrame })),
    record: () => import('./dns/domain/records/RecordList').then(m => ({ default: m.RecordList })),
    setting: () => import('./dns/domain/SettingPage').then(m => ({ default: m.SettingPage })),
    plan: () => import('./dns/domain/PlanPage').then(m => ({ default: m.PlanPage })),
    line: () => import('./dns/domain/line/LinePage').then(m => ({ default: m.LinePage })),
    qps: () => import('./dns/domain/QpsPage').then(m => ({ default: m.QpsPage })),
    orign: () => import('./dns/domain/OriginPage').then(m => ({ default: m.OriginPage })),
    'log-request': () => import('./dns/domain/RequestLogPage').then(m => ({ default: m.RequestLogPage })),
    'log-error': () => import('./dns/domain/ErrorLogPage').then(m => ({ default: m.ErrorLogPage })),
    'log-operation': () => import('./dns/domain/OperationLogPage').then(m => ({ default: m.OperationLogPage })),
    // plans, payment, orders, recharge
    myPlans: () => import('./plan/MyPlansPage').then(m => ({ default: m.MyPlansPage })),
    purchase: () => import('./plan/PurchasePage').then(m => ({ default: m.PurchasePage })),
    vas: () => import('./plan/VasPage').then(m => ({ default: m.VasPage })),
    payOrder: () => import('./payment/OrderPaymentPage').then(m => ({ default: m.OrderPaymentPage })),
    orders: () => import('./finance/orders/OrderListPage').then(m => ({ default: m.OrderListPage })),
    recharge: () => import('./finance/recharge/RechargePage').then(m => ({ default: m.RechargePage })),
    // account, verification, API key, domain licences, operation logs
    accountInfo: () => import('./account/info/AccountInfoPage').then(m => ({ default: m.AccountInfoPage })),
    verification: () => import('./account/verification/VerificationPage').then(m => ({ default: m.VerificationPage })),
    apiKey: () => import('./account/apiKey/ApiKeyPage').then(m => ({ default: m.ApiKeyPage })),
    domainLicenses: () => import('./account/licenses/DomainLicensePage').then(m => ({ default: m.DomainLicensePage })),
    userLogs: () => import('./log/UserLogPage').then(m => ({ default: m.UserLogPage })),
    // bulk work, zone import and export, PTR, access token (issue 10)
    bulk: () => import('./dns/bulk/BulkFrame').then(m => ({ default: m.BulkFrame })),
    bulkDomainsCreate: () => import('./dns/bulk/domainsCreate/DomainsCreatePage').then(m => ({ default: m.DomainsCreatePage })),
    bulkDomainsRetrieve: () => import('./dns/bulk/domainsRetrieve/DomainsRetrievePage').then(m => ({ default: m.DomainsRetrievePage })),
    bulkPlanUpdate: () => import('./dns/bulk/planUpdate/PlanUpdatePage').then(m => ({ default: m.PlanUpdatePage })),
    bulkRecordCreate: () => import('./dns/bulk/recordCreate/RecordCreatePage').then(m => ({ default: m.RecordCreatePage })),
    bulkRecordUpdate: () => import('./dns/bulk/recordUpdate/RecordUpdatePage').then(m => ({ default: m.RecordUpdatePage })),
    bulkRecordImport: () => import('./dns/bulk/recordImport/RecordImportPage').then(m => ({ default: m.RecordImportPage })),
    bulkRecordExport: () => import('./dns/bulk/recordExport/RecordExportPage').then(m => ({ default: m.RecordExportPage })),
    bulkLog: () => import('./dns/bulk/log/BulkLogPage').then(m => ({ default: m.BulkLogPage })),
    ptrZones: () => import('./dns/ptr/PtrZonePage').then(m => ({ default: m.PtrZonePage })),
    ptrRecords: () => import('./dns/ptr/PtrRecordPage').then(m => ({ default: m.PtrRecordPage })),
    accessToken: () => import('./dns/accessToken/AccessTokenPage').then(m => ({ default: m.AccessTokenPage })),
    // scheduling, monitoring, HTTPDNS, analysis, SSL (issue 11)
    gtm: () => import('./monitor/gtm/GtmTaskPage').then(m => ({ default: m.GtmTaskPage })),
    gtmRule: () => import('./monitor/gtm/GtmRulePage').then(m => ({ default: m.GtmRulePage })),
    realtimeDetail: () => import('./monitor/monitors/RealtimeDetailPage').then(m => ({ default: m.RealtimeDetailPage })),
    monitors: () => import('./monitor/monitors/MonitorsFrame').then(m => ({ default: m.MonitorsFrame })),
    monitorOntime: () => import('./monitor/monitors/OntimePage').then(m => ({ default: m.OntimePage })),
    monitorSettings: () => import('./monitor/monitors/SettingsPage').then(m => ({ default: m.MonitorSettingsPage })),
    monitorCounts: () => import('./monitor/monitors/CountsPage').then(m => ({ default: m.CountsPage })),
    monitorDetails: () => import('./monitor/monitors/DetailsPage').then(m => ({ default: m.DetailsPage })),
    monitorCustomLines: () => import('./monitor/monitors/CustomLinesPage').then(m => ({ default: m.MonitorCustomLinesPage })),
    httpdnsDomains: () => import('./httpdns/HttpdnsDomainPage').then(m => ({ default: m.HttpdnsDomainPage })),
    httpdnsDetail: () => import('./httpdns/HttpdnsDetailPage').then(m => ({ default: m.HttpdnsDetailPage })),
    httpdnsConfigure: () => import('./httpdns/HttpdnsConfigurePage').then(m => ({ default: m.HttpdnsConfigurePage })),
    analysisQuery: () => import('./analysis/AnalysisQueryPage').then(m => ({ default: m.AnalysisQueryPage })),
    analysisTop: () => import('./analysis/AnalysisTopPage').then(m => ({ default: m.AnalysisTopPage })),
    sslOrders: () => import('./ssl/order/SslOrderPage').then(m => ({ default: m.SslOrderPage })),
    sslApply: () => import('./ssl/order/SslApplyPage').then(m => ({ default: m.SslApplyPage })),
    sslInfo: () => import('./ssl/info/SslInfoPage').then(m => ({ default: m.SslInfoPage })),
    sslGoods: () => import('./ssl/goods/SslGoodsPage').then(m => ({ default: m.SslGoodsPage })),
} satisfies Record<string, LazyScreen>;

export type UserScreen = keyof typeof userScreens;

/**
 * The first reads of the screens that have them, in modules of the data layer (no screen code): a signed-in cold
 * load starts them as soon as the data provider is there, while the screen's own chunks still load (console/preload.ts).
 */
export const userScreenReads: ScreenCatalog<UserScreen>['reads'] = {
    domainList: () => import('../data/domains/listReads').then(m => m.startDomainListReads),
};
