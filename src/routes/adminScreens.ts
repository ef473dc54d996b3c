import type { LazyScreen, ScreenCatalog } from './types';

/** Every screen of the admin console, each its own chunk; the route table (adminRoutes.ts) names them. */
export const adminScreens = {
    dashboard: () => import('../customRoutes/adminDashboard/AdminDashboardPage').then(m => ({ default: m.AdminDashboardPage })),
    webConfig: () => import('../customRoutes/webConfig/WebConfigPage').then(m => ({ default: m.WebConfigPage })),
    cdnCheck: () => import('../customRoutes/systemSettings/CdnCheckPage').then(m => ({ default: m.CdnCheckPage })),
    sms: () => import('../customRoutes/systemSettings/SmsPage').then(m => ({ default: m.SmsPage })),
    mail: () => import('../customRoutes/systemSettings/MailPage').then(m => ({ default: m.MailPage })),
    database: () => import('../customRoutes/database/DatabasePage').then(m => ({ default: m.DatabasePage })),
    recursive: () => import('../customRoutes/recursive/RecursivePage').then(m => ({ default: m.RecursivePage })),
    httpdns: () => import('../customRoutes/httpdnsSettings/HttpdnsSettingsPage').then(m => ({ default: m.HttpdnsSettingsPage })),
    blackDomains: () => import('../resources/blackDomains/BlackDomainList').then(m => ({ default: m.BlackDomainList })),
    blacklistSetting: () => import('../customRoutes/blacklist/BlacklistSettingPage').then(m => ({ default: m.BlacklistSettingPage })),
    accounts: () => import('../resources/appUsers/AppUserList').then(m => ({ default: m.AppUserList })),
    accountDetail: () => import('../resources/appUsers/AppUserShow').then(m => ({ default: m.AppUserShow })),
    products: () => import('../resources/products/ProductList').then(m => ({ default: m.ProductList })),
    manualRecharge: () => import('../customRoutes/manualRecharge/ManualRechargePage').then(m => ({ default: m.ManualRechargePage })),
    messages: () => import('../resources/adminMessages/AdminMessageList').then(m => ({ default: m.AdminMessageList })),
    messageEdit: () => import('../resources/adminMessages/AdminMessageEdit').then(m => ({ default: m.AdminMessageEdit })),
    cdnDashboard: () => import('../customRoutes/cdnTools/CdnDashboardPage').then(m => ({ default: m.CdnDashboardPage })),
    cdnVariables: () => import('../customRoutes/cdnTools/CdnVariablesPage').then(m => ({ default: m.CdnVariablesPage })),
    cdnCache: () => import('../customRoutes/cdnTools/CdnCachePage').then(m => ({ default: m.CdnCachePage })),
    probeIps: () => import('../customRoutes/cdnTools/ProbeIpsPage').then(m => ({ default: m.ProbeIpsPage })),
    license: () => import('../customRoutes/license/LicensePage').then(m => ({ default: m.LicensePage })),
} satisfies Record<string, LazyScreen>;

export type AdminScreen = keyof typeof adminScreens;

/** The first reads of the screens that have them, loaded without the screens' code (see userScreenReads). */
export const adminScreenReads: ScreenCatalog<AdminScreen>['reads'] = {
    recursive: () => import('../customRoutes/recursive/listReads').then(m => m.startSegmentListReads),
};
