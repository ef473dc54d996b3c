import Block from '@mui/icons-material/Block';
import Cloud from '@mui/icons-material/Cloud';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Group from '@mui/icons-material/Group';
import Mail from '@mui/icons-material/Mail';
import Settings from '@mui/icons-material/Settings';
import type { ConsoleRoute } from './types';

/**
 * The admin console's route table (SPEC section 2, "Admin screens", and the admin avatar menu of section 1).
 * Menu order is table order; every screen is its own lazy chunk.
 */
export const adminRoutes: ConsoleRoute[] = [
    {
        path: '/dns/dashboard',
        title: 'routes.adminDashboard',
        icon: Dashboard,
        screen: () => import('../customRoutes/adminDashboard/AdminDashboardPage').then(m => ({ default: m.AdminDashboardPage })),
    },
    {
        path: '/system',
        title: 'routes.system',
        icon: Settings,
        children: [
            { path: '/system/web', title: 'routes.webConfig', screen: () => import('../customRoutes/webConfig/WebConfigPage').then(m => ({ default: m.WebConfigPage })) },
            { path: '/system/cdn-check', title: 'routes.cdnCheck', screen: () => import('../customRoutes/systemSettings/CdnCheckPage').then(m => ({ default: m.CdnCheckPage })) },
            { path: '/system/sms', title: 'routes.sms', screen: () => import('../customRoutes/systemSettings/SmsPage').then(m => ({ default: m.SmsPage })) },
            { path: '/system/mail', title: 'routes.mail', screen: () => import('../customRoutes/systemSettings/MailPage').then(m => ({ default: m.MailPage })) },
            { path: '/config', title: 'routes.sysConfig', resource: 'config' },
            { path: '/system/database', title: 'routes.database', screen: () => import('../customRoutes/database/DatabasePage').then(m => ({ default: m.DatabasePage })) },
        ],
    },
    {
        path: '/dns',
        title: 'routes.dnsSettings',
        icon: Dns,
        children: [
            { path: '/dns/recursive', title: 'routes.recursive', screen: () => import('../customRoutes/recursive/RecursivePage').then(m => ({ default: m.RecursivePage })) },
            { path: '/dns/httpdns', title: 'routes.httpdnsSettings', screen: () => import('../customRoutes/httpdnsSettings/HttpdnsSettingsPage').then(m => ({ default: m.HttpdnsSettingsPage })) },
        ],
    },
    {
        path: '/dns/black/config',
        title: 'routes.blacklist',
        icon: Block,
        children: [
            { path: '/dns/black/config/domains', title: 'routes.blacklistDomains', screen: () => import('../resources/blackDomains/BlackDomainList').then(m => ({ default: m.BlackDomainList })) },
            { path: '/dns/black/config/setting', title: 'routes.blacklistSetting', screen: () => import('../customRoutes/blacklist/BlacklistSettingPage').then(m => ({ default: m.BlacklistSettingPage })) },
        ],
    },
    {
        path: '/operation',
        title: 'routes.operation',
        icon: Group,
        children: [
            { path: '/operation/users', title: 'routes.accounts', screen: () => import('../resources/appUsers/AppUserList').then(m => ({ default: m.AppUserList })) },
            {
                path: '/operation/users/:id',
                title: 'routes.accountDetail',
                flags: { hidden: true },
                screen: () => import('../resources/appUsers/AppUserShow').then(m => ({ default: m.AppUserShow })),
            },
            { path: '/operation/products', title: 'routes.products', screen: () => import('../resources/products/ProductList').then(m => ({ default: m.ProductList })) },
            { path: '/operation/recharge', title: 'routes.manualRecharge', screen: () => import('../customRoutes/manualRecharge/ManualRechargePage').then(m => ({ default: m.ManualRechargePage })) },
        ],
    },
    {
        path: '/message/list',
        title: 'routes.adminMessages',
        icon: Mail,
        screen: () => import('../resources/adminMessages/AdminMessageList').then(m => ({ default: m.AdminMessageList })),
    },
    {
        path: '/message/list/create',
        title: 'routes.adminMessageCreate',
        flags: { hidden: true },
        screen: () => import('../resources/adminMessages/AdminMessageEdit').then(m => ({ default: m.AdminMessageEdit })),
    },
    {
        path: '/message/list/:id',
        title: 'routes.adminMessageEdit',
        flags: { hidden: true },
        screen: () => import('../resources/adminMessages/AdminMessageEdit').then(m => ({ default: m.AdminMessageEdit })),
    },
    // the CDN build's tools: shown when the web config's cdnConf is set
    {
        path: '/cdn',
        title: 'routes.cdnTools',
        icon: Cloud,
        flags: { custom: 'cdn' },
        children: [
            { path: '/cdn/dashboard', title: 'routes.cdnDashboard', flags: { custom: 'cdn' }, screen: () => import('../customRoutes/cdnTools/CdnDashboardPage').then(m => ({ default: m.CdnDashboardPage })) },
            { path: '/cdn/variables', title: 'routes.cdnVariables', flags: { custom: 'cdn' }, screen: () => import('../customRoutes/cdnTools/CdnVariablesPage').then(m => ({ default: m.CdnVariablesPage })) },
            { path: '/cdn/cache', title: 'routes.cdnCache', flags: { custom: 'cdn' }, screen: () => import('../customRoutes/cdnTools/CdnCachePage').then(m => ({ default: m.CdnCachePage })) },
            { path: '/cdn/probes', title: 'routes.probeIps', flags: { custom: 'cdn' }, screen: () => import('../customRoutes/cdnTools/ProbeIpsPage').then(m => ({ default: m.ProbeIpsPage })) },
        ],
    },
    // reached from the avatar menu
    { path: '/system/license', title: 'routes.license', flags: { hidden: true }, screen: () => import('../customRoutes/license/LicensePage').then(m => ({ default: m.LicensePage })) },
];
