import type { LazyScreen, ScreenCatalog } from '../console/routing/types';

/** Every screen of the admin console, each its own chunk; the route table (adminRoutes.ts) names them. */
export const adminScreens = {
    dashboard: () => import('./dashboard/AdminDashboardPage').then(m => ({ default: m.AdminDashboardPage })),
    webConfig: () => import('./system/web/WebConfigPage').then(m => ({ default: m.WebConfigPage })),
    cdnCheck: () => import('./system/cdnCheck/CdnCheckPage').then(m => ({ default: m.CdnCheckPage })),
    sms: () => import('./system/sms/SmsPage').then(m => ({ default: m.SmsPage })),
    mail: () => import('./system/mail/MailPage').then(m => ({ default: m.MailPage })),
    database: () => import('./system/database/DatabasePage').then(m => ({ default: m.DatabasePage })),
    recursive: () => import('./dns/recursive/RecursivePage').then(m => ({ default: m.RecursivePage })),
    httpdns: () => import('./dns/httpdns/HttpdnsSettingsPage').then(m => ({ default: m.HttpdnsSettingsPage })),
    blackDomains: () => import('./blacklist/domains/BlackDomainList').then(m => ({ default: m.BlackDomainList })),
    blacklistSetting: () => import('./blacklist/setting/BlacklistSettingPage').then(m => ({ default: m.BlacklistSettingPage })),
    accounts: () => import('./operation/users/AppUserList').then(m => ({ default: m.AppUserList })),
    accountDetail: () => import('./operation/users/AppUserShow').then(m => ({ default: m.AppUserShow })),
    products: () => import('./operation/products/ProductList').then(m => ({ default: m.ProductList })),
    manualRecharge: () => import('./operation/recharge/ManualRechargePage').then(m => ({ default: m.ManualRechargePage })),
    messages: () => import('./messages/AdminMessageList').then(m => ({ default: m.AdminMessageList })),
    messageEdit: () => import('./messages/AdminMessageEdit').then(m => ({ default: m.AdminMessageEdit })),
    cdnDashboard: () => import('./cdn/CdnDashboardPage').then(m => ({ default: m.CdnDashboardPage })),
    cdnVariables: () => import('./cdn/CdnVariablesPage').then(m => ({ default: m.CdnVariablesPage })),
    cdnCache: () => import('./cdn/CdnCachePage').then(m => ({ default: m.CdnCachePage })),
    probeIps: () => import('./cdn/ProbeIpsPage').then(m => ({ default: m.ProbeIpsPage })),
    license: () => import('./system/license/LicensePage').then(m => ({ default: m.LicensePage })),
} satisfies Record<string, LazyScreen>;

export type AdminScreen = keyof typeof adminScreens;

/** The first reads of the screens that have them, loaded without the screens' code (see userScreenReads). */
export const adminScreenReads: ScreenCatalog<AdminScreen>['reads'] = {
    recursive: () => import('../data/recursiveSegments/listReads').then(m => m.startSegmentListReads),
};
