import type { LoadArea } from '../console/routing/lazyScreen';
import { areaScreens } from '../console/routing/screenAreas';
import type { ScreenCatalog } from '../console/routing/types';

/**
 * The i18n areas the user console's screens name (src/i18n/areas/user/), each its own chunk, and the shared forms' area
 * (most areas include it; a screen that needs it alone names it).
 */
export const userAreas = {
    forms: () => import('../i18n/areas/forms'),
    dashboard: () => import('../i18n/areas/user/dashboard'),
    dns: () => import('../i18n/areas/user/dns'),
    bulk: () => import('../i18n/areas/user/bulk'),
    ptr: () => import('../i18n/areas/user/ptr'),
    accessToken: () => import('../i18n/areas/user/accessToken'),
    monitor: () => import('../i18n/areas/user/monitor'),
    httpdns: () => import('../i18n/areas/user/httpdns'),
    analysis: () => import('../i18n/areas/user/analysis'),
    ssl: () => import('../i18n/areas/user/ssl'),
    plan: () => import('../i18n/areas/user/plan'),
    payment: () => import('../i18n/areas/user/payment'),
    finance: () => import('../i18n/areas/user/finance'),
    account: () => import('../i18n/areas/user/account'),
    accountAccess: () => import('../i18n/areas/user/accountAccess'),
    subAccounts: () => import('../i18n/areas/user/subAccounts'),
    log: () => import('../i18n/areas/user/log'),
    messages: () => import('../i18n/areas/user/messages'),
} satisfies Record<string, LoadArea>;

const screen = areaScreens(userAreas);

/**
 * Every screen of the user console and every frame around screens, each its own chunk with the i18n areas it names: the route table (routes.ts)
 * names them, and the messages resource (messages/index.tsx) and the payment guard the views they show.
 */
export const userScreens = {
    dashboard: screen(['dashboard'], () => import('./dashboard/DashboardPage').then(m => ({ default: m.DashboardPage }))),
    domainList: screen(['dns'], () => import('./dns/domains/DomainList').then(m => ({ default: m.DomainList }))),
    domainGroups: screen(['dns'], () => import('./dns/groups/GroupList').then(m => ({ default: m.GroupList }))),
    // a domain's pages (the tabs of DOMAIN_PAGES), in their frame
    domainPage: screen(['dns'], () => import('./dns/domain/DomainPageFrame').then(m => ({ default: m.DomainPageFrame }))),
    record: screen(['dns'], () => import('./dns/domain/records/RecordList').then(m => ({ default: m.RecordList }))),
    setting: screen(['dns'], () => import('./dns/domain/SettingPage').then(m => ({ default: m.SettingPage }))),
    plan: screen(['dns'], () => import('./dns/domain/PlanPage').then(m => ({ default: m.PlanPage }))),
    line: screen(['dns'], () => import('./dns/domain/line/LinePage').then(m => ({ default: m.LinePage }))),
    qps: screen(['dns'], () => import('./dns/domain/QpsPage').then(m => ({ default: m.QpsPage }))),
    origin: screen(['dns'], () => import('./dns/domain/OriginPage').then(m => ({ default: m.OriginPage }))),
    'log-request': screen(['dns'], () => import('./dns/domain/RequestLogPage').then(m => ({ default: m.RequestLogPage }))),
    'log-error': screen(['dns'], () => import('./dns/domain/ErrorLogPage').then(m => ({ default: m.ErrorLogPage }))),
    'log-operation': screen(['dns'], () => import('./dns/domain/OperationLogPage').then(m => ({ default: m.OperationLogPage }))),
    zoneHistory: screen(['dns'], () => import('./dns/domain/history/ZoneHistoryPage').then(m => ({ default: m.ZoneHistoryPage }))),
    quickSetupConnect: screen(['dns'], () => import('./dns/quickSetup/connect/ConnectPage').then(m => ({ default: m.ConnectPage }))),
    // plans, payment, orders, recharge
    myPlans: screen(['plan'], () => import('./plan/MyPlansPage').then(m => ({ default: m.MyPlansPage }))),
    purchase: screen(['plan'], () => import('./plan/PurchasePage').then(m => ({ default: m.PurchasePage }))),
    vas: screen(['plan'], () => import('./plan/VasPage').then(m => ({ default: m.VasPage }))),
    alipay: screen(['payment'], () => import('./payment/AlipayPage')),
    payOrder: screen(['payment'], () => import('./payment/OrderPaymentPage').then(m => ({ default: m.OrderPaymentPage }))),
    orders: screen(['finance', 'payment'], () => import('./finance/orders/OrderListPage').then(m => ({ default: m.OrderListPage }))),
    recharge: screen(['finance', 'payment'], () => import('./finance/recharge/RechargePage').then(m => ({ default: m.RechargePage }))),
    // account, verification, API key, domain licences, operation logs
    accountInfo: screen(['account'], () => import('./account/info/AccountInfoPage').then(m => ({ default: m.AccountInfoPage }))),
    verification: screen(['account', 'payment'], () => import('./account/verification/VerificationPage').then(m => ({ default: m.VerificationPage }))),
    apiKey: screen(['account'], () => import('./account/apiKey/ApiKeyPage').then(m => ({ default: m.ApiKeyPage }))),
    apiTokens: screen(['account', 'accountAccess'], () => import('./account/apiTokens/ApiTokensPage').then(m => ({ default: m.ApiTokensPage }))),
    subAccounts: screen(['accountAccess', 'subAccounts'], () => import('./account/subAccounts/SubAccountsPage').then(m => ({ default: m.SubAccountsPage }))),
    sessions: screen(['accountAccess'], () => import('./account/sessions/SessionsPage').then(m => ({ default: m.SessionsPage }))),
    domainLicenses: screen(['account'], () => import('./account/licenses/DomainLicensePage').then(m => ({ default: m.DomainLicensePage }))),
    userLogs: screen(['log'], () => import('./log/UserLogPage').then(m => ({ default: m.UserLogPage }))),
    // the messages resource's views (messages/index.tsx)
    messageList: screen(['messages'], () => import('./messages/MessageList').then(m => ({ default: m.MessageList }))),
    messageShow: screen(['messages'], () => import('./messages/MessageShow').then(m => ({ default: m.MessageShow }))),
    // bulk work, zone import and export, PTR, access token
    bulk: screen(['bulk'], () => import('./dns/bulk/BulkFrame').then(m => ({ default: m.BulkFrame }))),
    bulkDomainsCreate: screen(['bulk'], () => import('./dns/bulk/domainsCreate/DomainsCreatePage').then(m => ({ default: m.DomainsCreatePage }))),
    bulkDomainsRetrieve: screen(['bulk'], () => import('./dns/bulk/domainsRetrieve/DomainsRetrievePage').then(m => ({ default: m.DomainsRetrievePage }))),
    bulkPlanUpdate: screen(['bulk'], () => import('./dns/bulk/planUpdate/PlanUpdatePage').then(m => ({ default: m.PlanUpdatePage }))),
    bulkRecordCreate: screen(['bulk', 'dns'], () => import('./dns/bulk/recordCreate/RecordCreatePage').then(m => ({ default: m.RecordCreatePage }))),
    bulkRecordUpdate: screen(['bulk', 'dns'], () => import('./dns/bulk/recordUpdate/RecordUpdatePage').then(m => ({ default: m.RecordUpdatePage }))),
    bulkRecordImport: screen(['bulk', 'dns'], () => import('./dns/bulk/recordImport/RecordImportPage').then(m => ({ default: m.RecordImportPage }))),
    bulkRecordExport: screen(['bulk', 'dns'], () => import('./dns/bulk/recordExport/RecordExportPage').then(m => ({ default: m.RecordExportPage }))),
    bulkLog: screen(['bulk'], () => import('./dns/bulk/log/BulkLogPage').then(m => ({ default: m.BulkLogPage }))),
    ptrZones: screen(['ptr'], () => import('./dns/ptr/PtrZonePage').then(m => ({ default: m.PtrZonePage }))),
    ptrRecords: screen(['ptr', 'dns'], () => import('./dns/ptr/PtrRecordPage').then(m => ({ default: m.PtrRecordPage }))),
    accessToken: screen(['accessToken'], () => import('./dns/accessToken/AccessTokenPage').then(m => ({ default: m.AccessTokenPage }))),
    // scheduling, monitoring, HTTPDNS, analysis, SSL
    gtm: screen(['monitor'], () => import('./monitor/gtm/GtmTaskPage').then(m => ({ default: m.GtmTaskPage }))),
    gtmRule: screen(['monitor', 'ptr', 'dns'], () => import('./monitor/gtm/GtmRulePage').then(m => ({ default: m.GtmRulePage }))),
    monitors: screen(['monitor'], () => import('./monitor/monitors/MonitorsFrame').then(m => ({ default: m.MonitorsFrame }))),
    realtimeDetail: screen(['monitor'], () => import('./monitor/monitors/RealtimeDetailPage').then(m => ({ default: m.RealtimeDetailPage }))),
    monitorOntime: screen(['monitor'], () => import('./monitor/monitors/OntimePage').then(m => ({ default: m.OntimePage }))),
    monitorSettings: screen(['monitor'], () => import('./monitor/monitors/SettingsPage').then(m => ({ default: m.MonitorSettingsPage }))),
    monitorCounts: screen(['monitor'], () => import('./monitor/monitors/CountsPage').then(m => ({ default: m.CountsPage }))),
    monitorDetails: screen(['monitor'], () => import('./monitor/monitors/DetailsPage').then(m => ({ default: m.DetailsPage }))),
    monitorCustomLines: screen(['monitor', 'dns'], () => import('./monitor/monitors/CustomLinesPage').then(m => ({ default: m.MonitorCustomLinesPage }))),
    httpdnsDomains: screen(['httpdns'], () => import('./httpdns/HttpdnsDomainPage').then(m => ({ default: m.HttpdnsDomainPage }))),
    httpdnsDetail: screen(['httpdns'], () => import('./httpdns/HttpdnsDetailPage').then(m => ({ default: m.HttpdnsDetailPage }))),
    httpdnsConfigure: screen(['httpdns'], () => import('./httpdns/HttpdnsConfigurePage').then(m => ({ default: m.HttpdnsConfigurePage }))),
    analysisQuery: screen(['analysis'], () => import('./analysis/AnalysisQueryPage').then(m => ({ default: m.AnalysisQueryPage }))),
    analysisTop: screen(['analysis'], () => import('./analysis/AnalysisTopPage').then(m => ({ default: m.AnalysisTopPage }))),
    sslOrders: screen(['ssl', 'dns'], () => import('./ssl/order/SslOrderPage').then(m => ({ default: m.SslOrderPage }))),
    sslApply: screen(['ssl', 'dns'], () => import('./ssl/order/SslApplyPage').then(m => ({ default: m.SslApplyPage }))),
    sslInfo: screen(['ssl'], () => import('./ssl/info/SslInfoPage').then(m => ({ default: m.SslInfoPage }))),
    sslGoods: screen(['ssl'], () => import('./ssl/goods/SslGoodsPage').then(m => ({ default: m.SslGoodsPage }))),
};

export type UserScreen = keyof typeof userScreens;

/**
 * The first reads of the screens that have them, in modules of the data layer (no screen code): a signed-in cold
 * load starts them as soon as the data provider is there, while the screen's own chunks still load (console/preload.ts).
 */
export const userScreenReads: ScreenCatalog<UserScreen>['reads'] = {
    domainList: () => import('../data/domains/listReads').then(m => m.startDomainListReads),
};
