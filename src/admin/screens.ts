import type { LoadArea } from '../console/routing/lazyScreen';
import { areaScreens } from '../console/routing/screenAreas';
import type { ScreenCatalog } from '../console/routing/types';

/**
 * The i18n areas the admin console's screens name (src/i18n/areas/admin/), each its own chunk, and the shared forms' area
 * (most areas include it; a screen that needs it alone names it).
 */
export const adminAreas = {
    forms: () => import('../i18n/areas/forms'),
    dashboard: () => import('../i18n/areas/admin/dashboard'),
    system: () => import('../i18n/areas/admin/system'),
    dns: () => import('../i18n/areas/admin/dns'),
    recursive: () => import('../i18n/areas/admin/recursive'),
    blacklist: () => import('../i18n/areas/admin/blacklist'),
    operation: () => import('../i18n/areas/admin/operation'),
    messages: () => import('../i18n/areas/admin/messages'),
    cdn: () => import('../i18n/areas/admin/cdn'),
    transfer: () => import('../i18n/areas/admin/transfer'),
    audit: () => import('../i18n/areas/admin/audit'),
    twoFactor: () => import('../i18n/areas/twoFactor'),
} satisfies Record<string, LoadArea>;

const screen = areaScreens(adminAreas);

/** Every screen of the admin console, each its own chunk; the route table (adminRoutes.ts) names them. */
export const adminScreens = {
    dashboard: screen(['dashboard'], () => import('./dashboard/AdminDashboardPage').then(m => ({ default: m.AdminDashboardPage }))),
    webConfig: screen(['system'], () => import('./system/web/WebConfigPage').then(m => ({ default: m.WebConfigPage }))),
    cdnCheck: screen(['system'], () => import('./system/cdnCheck/CdnCheckPage').then(m => ({ default: m.CdnCheckPage }))),
    sms: screen(['system'], () => import('./system/sms/SmsPage').then(m => ({ default: m.SmsPage }))),
    mail: screen(['system'], () => import('./system/mail/MailPage').then(m => ({ default: m.MailPage }))),
    database: screen(['system'], () => import('./system/database/DatabasePage').then(m => ({ default: m.DatabasePage }))),
    auditTrail: screen(['audit'], () => import('./system/audit/AuditTrailPage').then(m => ({ default: m.AuditTrailPage }))),
    recursive: screen(['recursive', 'transfer'], () => import('./dns/recursive/RecursivePage').then(m => ({ default: m.RecursivePage }))),
    httpdns: screen(['dns'], () => import('./dns/httpdns/HttpdnsSettingsPage').then(m => ({ default: m.HttpdnsSettingsPage }))),
    blackDomains: screen(['blacklist', 'transfer'], () => import('./blacklist/domains/BlackDomainList').then(m => ({ default: m.BlackDomainList }))),
    blacklistSetting: screen(['blacklist'], () => import('./blacklist/setting/BlacklistSettingPage').then(m => ({ default: m.BlacklistSettingPage }))),
    accounts: screen(['operation'], () => import('./operation/users/AppUserList').then(m => ({ default: m.AppUserList }))),
    accountDetail: screen(['operation'], () => import('./operation/users/AppUserShow').then(m => ({ default: m.AppUserShow }))),
    products: screen(['operation'], () => import('./operation/products/ProductList').then(m => ({ default: m.ProductList }))),
    manualRecharge: screen(['operation'], () => import('./operation/recharge/ManualRechargePage').then(m => ({ default: m.ManualRechargePage }))),
    messages: screen(['messages'], () => import('./messages/AdminMessageList').then(m => ({ default: m.AdminMessageList }))),
    messageEdit: screen(['messages'], () => import('./messages/AdminMessageEdit').then(m => ({ default: m.AdminMessageEdit }))),
    cdnDashboard: screen(['cdn', 'dashboard'], () => import('./cdn/CdnDashboardPage').then(m => ({ default: m.CdnDashboardPage }))),
    cdnVariables: screen(['cdn'], () => import('./cdn/CdnVariablesPage').then(m => ({ default: m.CdnVariablesPage }))),
    cdnCache: screen(['cdn'], () => import('./cdn/CdnCachePage').then(m => ({ default: m.CdnCachePage }))),
    probeIps: screen(['cdn'], () => import('./cdn/ProbeIpsPage').then(m => ({ default: m.ProbeIpsPage }))),
    license: screen(['system'], () => import('./system/license/LicensePage').then(m => ({ default: m.LicensePage }))),
    security: screen(['twoFactor'], () => import('./system/security/AdminSecurityPage').then(m => ({ default: m.AdminSecurityPage }))),
};

export type AdminScreen = keyof typeof adminScreens;

/** The first reads of the screens that have them, loaded without the screens' code (see userScreenReads). */
export const adminScreenReads: ScreenCatalog<AdminScreen>['reads'] = {
    recursive: () => import('../data/recursiveSegments/listReads').then(m => m.startSegmentListReads),
};
