/**
 * What stays the owner's, whatever a sub-account's role. The demo answers the menu paths as the sub-account's
 * hidden menus (userinfo `unvalidModel`, which hides them and their sub-paths in the menu, the routes and the
 * avatar menu), and refuses every call not listed in SUB_ACCOUNT_CALLS.
 */
export const SUB_ACCOUNT_HIDDEN_PATHS = [
    '/dns/domain/list/group',
    '/dns/domain/bulk',
    '/dns/domain/ptr',
    '/dns/domain/access-token',
    '/a-monitor',
    '/httpdns',
    '/ssl',
    '/analysis',
    '/plan',
    '/finance',
    '/account',
    '/payment',
    '/message',
    '/log',
] as const;

/**
 * The calls a sub-account may make (a path ending in `/` opens the paths under it): reading who it is, the
 * dashboard's figures, and the calls on domains, each of which the domain gate then checks against the role and
 * scope. Everything else (adding domains, groups, bulk work, plans, payment, account, tokens, sessions,
 * sub-accounts, licences...) is the owner's.
 */
export const SUB_ACCOUNT_CALLS = [
    'app/account/userinfo',
    'app/account/message/list',
    'app/common/',
    'app/dns/domain/list',
    'app/dns/domain/info',
    'app/dns/domain/checkNs',
    'app/dns/domain/limits',
    'app/dns/domain/update/attr',
    'app/dns/domain/dnssec/',
    'app/dns/control/attr/',
    'app/dns/update/domain/status',
    'app/dns/batch/delete/domain',
    'app/dns/batch/delete/domain/record',
    'app/dns/batch/update/domain/record/status',
    'app/dns/domain_group/list',
    'app/dns/record/',
    'app/dns/line/list',
    'app/dns/GetUserDefindLineList',
    'app/dns/GetDnsRequestLog',
    'app/dns/GetDnsErrorLog',
    'app/dns/GetDnsOperationLog',
    'app/dns/user/',
    'app/dns/template/',
    'app/product/GetUserConsumeList',
] as const;

/** Whether a sub-account may make a call at all (relative path, as the API base names it). */
export const subAccountMayCall = (path: string): boolean => SUB_ACCOUNT_CALLS.some(open => (open.endsWith('/') ? path.startsWith(open) : path === open));
