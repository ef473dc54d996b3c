import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Http from '@mui/icons-material/Http';
import Insights from '@mui/icons-material/Insights';
import Mail from '@mui/icons-material/Mail';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Person from '@mui/icons-material/Person';
import History from '@mui/icons-material/History';
import Shield from '@mui/icons-material/Shield';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { screenCatalog } from '../console/routing/lazyScreen';
import type { ConsoleRoute } from '../console/routing/types';
import type { UserScreen } from './screens';

const screen = screenCatalog<UserScreen>(() => import('./screens').then(m => ({ screens: m.userScreens, reads: m.userScreenReads })));

const DOMAIN_ADMIN = '/dns/domain/list/admin/:domain/:id/:userId';
/**
 * The tabs of a domain's pages, in tab order (SPEC section 2, plus the operation log and the zone's change history): each tab's path segment and
 * its screen. The segments are the spec's paths, `orign` included; names elsewhere say `origin`.
 */
export const DOMAIN_PAGES = {
    record: 'record',
    setting: 'setting',
    plan: 'plan',
    line: 'line',
    qps: 'qps',
    orign: 'origin',
    'log-request': 'log-request',
    'log-error': 'log-error',
    'log-operation': 'log-operation',
    history: 'zoneHistory',
} as const satisfies Record<string, UserScreen>;
/** A domain page's tab: its path segment. */
export type DomainPageTab = keyof typeof DOMAIN_PAGES;
export const DOMAIN_PAGE_TABS = Object.keys(DOMAIN_PAGES) as DomainPageTab[];
/** The tabs of the bulk screen (SPEC section 2 "domain/bulk"), in tab order, each its own screen. */
export const BULK_PAGES = {
    domainsCreate: 'bulkDomainsCreate',
    domainsRetrieve: 'bulkDomainsRetrieve',
    planUpdate: 'bulkPlanUpdate',
    recordCreate: 'bulkRecordCreate',
    recordUpdate: 'bulkRecordUpdate',
    recordImport: 'bulkRecordImport',
    recordExport: 'bulkRecordExport',
    log: 'bulkLog',
} as const satisfies Record<string, UserScreen>;
/** The pages of the monitors screen, each its own screen. */
const MONITOR_PAGES = {
    ontime: 'monitorOntime',
    settings: 'monitorSettings',
    counts: 'monitorCounts',
    details: 'monitorDetails',
    'custom-lines': 'monitorCustomLines',
} as const satisfies Record<string, UserScreen>;

/**
 * The user console's route table (SPEC section 2). Menu order is table order; `children` nest in the menu, or,
 * under an entry with a `frame`, render inside that frame (a domain's tabs, the bulk tabs, the monitors' tabs).
 */
export const userRoutes: ConsoleRoute[] = [
    {
        path: '/dns/dashboard',
        title: 'routes.dashboard',
        icon: Dashboard,
        flags: { bindMobile: true, allowAdmin: true },
        screen: screen('dashboard'),
    },
    {
        path: '/dns',
        title: 'routes.dns',
        icon: Dns,
        children: [
            { path: '/dns/domain/list', title: 'routes.domainList', redirect: '/dns/domain/list/list', flags: { hidden: true } },
            {
                path: '/dns/domain/list/list',
                title: 'routes.domainList',
                flags: { bindMobile: true, allowAdmin: true },
                screen: screen('domainList'),
            },
            {
                path: '/dns/domain/list/group',
                title: 'routes.domainGroup',
                flags: { bindMobile: true },
                screen: screen('domainGroups'),
            },
            {
                path: DOMAIN_ADMIN,
                title: 'routes.domainPage.record',
                redirect: 'record',
                flags: { hidden: true },
                frame: screen('domainPage'),
                children: Object.entries(DOMAIN_PAGES).map(([page, name]) => ({
                    path: `${DOMAIN_ADMIN}/${page}`,
                    title: `routes.domainPage.${name}`,
                    flags: { hidden: true, bindMobile: true, allowAdmin: true },
                    screen: screen(name),
                })),
            },
            {
                path: '/dns/domain/bulk',
                title: 'routes.bulk',
                redirect: '/dns/domain/bulk/domainsCreate',
                frame: screen('bulk'),
                children: Object.entries(BULK_PAGES).map(([page, name]) => ({
                    path: `/dns/domain/bulk/${page}`,
                    title: `routes.bulkPage.${page}`,
                    flags: { hidden: true },
                    screen: screen(name),
                })),
            },
            { path: '/dns/domain/ptr', title: 'routes.ptr', screen: screen('ptrZones') },
            { path: '/dns/domain/ptr/record', title: 'routes.ptrRecord', flags: { hidden: true }, screen: screen('ptrRecords') },
            { path: '/dns/domain/access-token', title: 'routes.accessToken', flags: { custom: 'accessToken' }, screen: screen('accessToken') },
        ],
    },
    {
        path: '/a-monitor',
        title: 'routes.monitor',
        icon: MonitorHeart,
        children: [
            { path: '/a-monitor/gtm', title: 'routes.gtm', flags: { custom: 'dispatch' }, screen: screen('gtm') },
            { path: '/a-monitor/gtm/rule', title: 'routes.gtmRule', flags: { custom: 'dispatch', hidden: true }, screen: screen('gtmRule') },
            { path: '/a-monitor/real-time/detail', title: 'routes.realtimeDetail', flags: { hidden: true }, screen: screen('realtimeDetail') },
            {
                path: '/a-monitor/monitors',
                title: 'routes.monitors',
                flags: { custom: 'monitor' },
                redirect: '/a-monitor/monitors/ontime',
                frame: screen('monitors'),
                children: Object.entries(MONITOR_PAGES).map(([page, name]) => ({
                    path: `/a-monitor/monitors/${page}`,
                    title: `routes.monitorPage.${page}`,
                    flags: { custom: 'monitor' as const, hidden: true },
                    screen: screen(name),
                })),
            },
        ],
    },
    {
        path: '/httpdns',
        title: 'routes.httpdns',
        icon: Http,
        children: [
            { path: '/httpdns/domain', title: 'routes.httpdnsDomain', screen: screen('httpdnsDomains') },
            { path: '/httpdns/domain/detail', title: 'routes.httpdnsDetail', flags: { hidden: true }, screen: screen('httpdnsDetail') },
            { path: '/httpdns/configure', title: 'routes.httpdnsConfigure', screen: screen('httpdnsConfigure') },
        ],
    },
    {
        path: '/ssl',
        title: 'routes.ssl',
        icon: Shield,
        children: [
            { path: '/ssl/order', title: 'routes.sslOrder', redirect: '/ssl/order/paid' },
            { path: '/ssl/order/paid', title: 'routes.sslPaid', flags: { hidden: true }, screen: screen('sslOrders') },
            { path: '/ssl/order/free', title: 'routes.sslFree', flags: { hidden: true }, screen: screen('sslOrders') },
            { path: '/ssl/order/apply', title: 'routes.sslApply', flags: { hidden: true }, screen: screen('sslApply') },
            { path: '/ssl/info', title: 'routes.sslInfo', redirect: '/ssl/info/contact' },
            { path: '/ssl/info/contact', title: 'routes.sslContact', flags: { hidden: true }, screen: screen('sslInfo') },
            { path: '/ssl/info/company', title: 'routes.sslCompany', flags: { hidden: true }, screen: screen('sslInfo') },
            { path: '/ssl/goods', title: 'routes.sslGoods', screen: screen('sslGoods') },
        ],
    },
    {
        path: '/analysis',
        title: 'routes.analysis',
        icon: Insights,
        children: [
            { path: '/analysis/query', title: 'routes.analysisQuery', screen: screen('analysisQuery') },
            { path: '/analysis/top', title: 'routes.analysisTop', screen: screen('analysisTop') },
        ],
    },
    {
        path: '/plan',
        title: 'routes.plan',
        icon: ShoppingCart,
        children: [
            { path: '/plan/own', title: 'routes.planOwn', redirect: '/plan/own/1' },
            ...[1, 2, 3, 4].map(mode => ({ path: `/plan/own/${mode}`, title: `routes.planMode.${mode}`, flags: { hidden: true }, screen: screen('myPlans') })),
            { path: '/plan/purchase', title: 'routes.planPurchase', flags: { bindMobile: true }, screen: screen('purchase') },
            { path: '/plan/vas', title: 'routes.planVas', flags: { bindMobile: true }, screen: screen('vas') },
        ],
    },
    {
        path: '/finance',
        title: 'routes.finance',
        icon: AccountBalanceWallet,
        children: [
            { path: '/finance/order', title: 'routes.financeOrder', redirect: '/finance/order/paid' },
            ...['paid', 'refunded', 'refunding'].map(tab => ({
                path: `/finance/order/${tab}`,
                title: `routes.orderTab.${tab}`,
                flags: { hidden: true },
                screen: screen('orders'),
            })),
            { path: '/finance/order/:path', title: 'routes.financeOrder', flags: { hidden: true }, screen: screen('orders') },
            { path: '/finance/recharge', title: 'routes.recharge', flags: { realNameExempt: true }, screen: screen('recharge') },
        ],
    },
    {
        path: '/account',
        title: 'routes.account',
        icon: Person,
        children: [
            { path: '/account/info', title: 'routes.accountInfo', flags: { bindMobile: true, realNameExempt: true }, screen: screen('accountInfo') },
            { path: '/account/verification', title: 'routes.verification', flags: { custom: 'verify', realNameExempt: true }, screen: screen('verification') },
            { path: '/account/apikey', title: 'routes.apikey', screen: screen('apiKey') },
            { path: '/account/tokens', title: 'routes.apiTokens', screen: screen('apiTokens') },
            { path: '/account/subaccounts', title: 'routes.subAccounts', screen: screen('subAccounts') },
            { path: '/account/sessions', title: 'routes.sessions', flags: { realNameExempt: true }, screen: screen('sessions') },
            { path: '/account/domainLicense', title: 'routes.domainLicense', redirect: '/account/domainLicense/receive' },
            { path: '/account/domainLicense/receive', title: 'routes.licenseReceive', flags: { hidden: true }, screen: screen('domainLicenses') },
            { path: '/account/domainLicense/initiate', title: 'routes.licenseInitiate', flags: { hidden: true }, screen: screen('domainLicenses') },
        ],
    },
    {
        path: '/message',
        title: 'routes.messages',
        resource: 'message',
        icon: Mail,
        children: [
            { path: '/message/list', title: 'routes.messageList', resource: 'message', flags: { realNameExempt: true } },
            { path: '/message/detail/:id', title: 'routes.messageDetail', resource: 'message', flags: { hidden: true, realNameExempt: true } },
        ],
    },
    { path: '/log/list/:method', title: 'routes.log', icon: History, flags: { hidden: true }, screen: screen('userLogs') },
    { path: '/log/list', title: 'routes.log', icon: History, redirect: '/log/list/0' },
    // Domain Connect's synchronous flow: a service sends its customer here (the path the specification names)
    {
        path: '/v2/domainTemplates/providers/:providerId/services/:serviceId/apply',
        title: 'routes.quickSetupConnect',
        flags: { hidden: true },
        screen: screen('quickSetupConnect'),
    },
    // payment: reached from plans, orders and recharge, never from the menu
    { path: '/payment', title: 'routes.payment', redirect: '/payment/purchase', flags: { hidden: true } },
    { path: '/payment/purchase', title: 'routes.payment', redirect: '/payment/plans/1', flags: { hidden: true } },
    { path: '/payment/plans/:type', title: 'routes.paymentPlans', flags: { hidden: true, bindMobile: true }, screen: screen('purchase') },
    { path: '/payment/vas', title: 'routes.paymentVas', flags: { hidden: true, bindMobile: true }, screen: screen('vas') },
    { path: '/payment/order/:orderId', title: 'routes.paymentOrder', flags: { hidden: true, realNameExempt: true }, screen: screen('payOrder') },
];
