import Block from '@mui/icons-material/Block';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Group from '@mui/icons-material/Group';
import Mail from '@mui/icons-material/Mail';
import Settings from '@mui/icons-material/Settings';
import type { ConsoleRoute } from './types';

/**
 * The admin console's route table (SPEC section 2, "Admin screens", and the admin avatar menu of section 1).
 * Menu order is table order; screens that later issues build show a placeholder naming the feature.
 */
export const adminRoutes: ConsoleRoute[] = [
    { path: '/dns/dashboard', title: 'routes.adminDashboard', icon: Dashboard },
    {
        path: '/system',
        title: 'routes.system',
        icon: Settings,
        children: [
            { path: '/system/cdn-check', title: 'routes.cdnCheck' },
            { path: '/system/sms', title: 'routes.sms' },
            { path: '/system/mail', title: 'routes.mail' },
            { path: '/config', title: 'routes.sysConfig', resource: 'config' },
            { path: '/system/database', title: 'routes.database' },
        ],
    },
    {
        path: '/dns',
        title: 'routes.dnsSettings',
        icon: Dns,
        children: [
            { path: '/dns/recursive', title: 'routes.recursive', screen: () => import('../customRoutes/recursive/RecursivePage').then(m => ({ default: m.RecursivePage })) },
            { path: '/dns/httpdns', title: 'routes.httpdnsSettings' },
        ],
    },
    {
        path: '/dns/black/config',
        title: 'routes.blacklist',
        icon: Block,
        children: [
            { path: '/dns/black/config/domains', title: 'routes.blacklistDomains' },
            { path: '/dns/black/config/setting', title: 'routes.blacklistSetting' },
        ],
    },
    {
        path: '/operation',
        title: 'routes.operation',
        icon: Group,
        children: [
            { path: '/operation/users', title: 'routes.accounts' },
            { path: '/operation/products', title: 'routes.products' },
            { path: '/operation/recharge', title: 'routes.manualRecharge' },
        ],
    },
    { path: '/message/list', title: 'routes.adminMessages', icon: Mail },
    // reached from the avatar menu
    { path: '/system/license', title: 'routes.license', flags: { hidden: true } },
];
