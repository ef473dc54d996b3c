import Block from '@mui/icons-material/Block';
import Cloud from '@mui/icons-material/Cloud';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Group from '@mui/icons-material/Group';
import Mail from '@mui/icons-material/Mail';
import Settings from '@mui/icons-material/Settings';
import type { AdminScreen } from './screens';
import { screenCatalog } from '../console/routing/lazyScreen';
import type { ConsoleRoute } from '../console/routing/types';

const screen = screenCatalog<AdminScreen>(() => import('./screens').then(m => ({ screens: m.adminScreens, reads: m.adminScreenReads })));

/**
 * The admin console's route table (SPEC section 2, "Admin screens", and the admin avatar menu of section 1).
 * Menu order is table order; every screen is its own lazy chunk, named here and listed in screens.ts.
 */
export const adminRoutes: ConsoleRoute[] = [
    {
        path: '/dns/dashboard',
        title: 'routes.adminDashboard',
        icon: Dashboard,
        screen: screen('dashboard'),
    },
    {
        path: '/system',
        title: 'routes.system',
        icon: Settings,
        children: [
            { path: '/system/web', title: 'routes.webConfig', screen: screen('webConfig') },
            { path: '/system/cdn-check', title: 'routes.cdnCheck', screen: screen('cdnCheck') },
            { path: '/system/sms', title: 'routes.sms', screen: screen('sms') },
            { path: '/system/mail', title: 'routes.mail', screen: screen('mail') },
            { path: '/config', title: 'routes.sysConfig', resource: 'config' },
            { path: '/system/database', title: 'routes.database', screen: screen('database') },
            { path: '/system/audit', title: 'routes.auditTrail', screen: screen('auditTrail') },
        ],
    },
    {
        path: '/dns',
        title: 'routes.dnsSettings',
        icon: Dns,
        children: [
            { path: '/dns/recursive', title: 'routes.recursive', screen: screen('recursive') },
            { path: '/dns/httpdns', title: 'routes.httpdnsSettings', screen: screen('httpdns') },
        ],
    },
    {
        path: '/dns/black/config',
        title: 'routes.blacklist',
        icon: Block,
        children: [
            { path: '/dns/black/config/domains', title: 'routes.blacklistDomains', screen: screen('blackDomains') },
            { path: '/dns/black/config/setting', title: 'routes.blacklistSetting', screen: screen('blacklistSetting') },
        ],
    },
    {
        path: '/operation',
        title: 'routes.operation',
        icon: Group,
        children: [
            { path: '/operation/users', title: 'routes.accounts', screen: screen('accounts') },
            {
                path: '/operation/users/:id',
                title: 'routes.accountDetail',
                flags: { hidden: true },
                screen: screen('accountDetail'),
            },
            { path: '/operation/products', title: 'routes.products', screen: screen('products') },
            { path: '/operation/recharge', title: 'routes.manualRecharge', screen: screen('manualRecharge') },
        ],
    },
    {
        path: '/message/list',
        title: 'routes.adminMessages',
        icon: Mail,
        screen: screen('messages'),
    },
    {
        path: '/message/list/create',
        title: 'routes.adminMessageCreate',
        flags: { hidden: true },
        screen: screen('messageEdit'),
    },
    {
        path: '/message/list/:id',
        title: 'routes.adminMessageEdit',
        flags: { hidden: true },
        screen: screen('messageEdit'),
    },
    // the CDN build's tools: shown when the web config's cdnConf is set
    {
        path: '/cdn',
        title: 'routes.cdnTools',
        icon: Cloud,
        flags: { custom: 'cdn' },
        children: [
            { path: '/cdn/dashboard', title: 'routes.cdnDashboard', flags: { custom: 'cdn' }, screen: screen('cdnDashboard') },
            { path: '/cdn/variables', title: 'routes.cdnVariables', flags: { custom: 'cdn' }, screen: screen('cdnVariables') },
            { path: '/cdn/cache', title: 'routes.cdnCache', flags: { custom: 'cdn' }, screen: screen('cdnCache') },
            { path: '/cdn/probes', title: 'routes.probeIps', flags: { custom: 'cdn' }, screen: screen('probeIps') },
        ],
    },
    // reached from the avatar menu
    { path: '/system/license', title: 'routes.license', flags: { hidden: true }, screen: screen('license') },
    { path: '/system/security', title: 'routes.adminSecurity', flags: { hidden: true }, screen: screen('security') },
];
