import type { LazyScreen } from './types';

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
} satisfies Record<string, LazyScreen>;

export type UserScreen = keyof typeof userScreens;
