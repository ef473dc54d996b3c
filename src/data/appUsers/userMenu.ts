/**
 * The user console's menu as an administrator can hide it for one user (the user's `unvalidModel`): each entry's
 * path and its title key in the user console's route titles (i18n/sections/userRouteTitles). A hidden group hides
 * every entry under it. The user console's route table is the source: a console test holds this list to it.
 */
export interface UserMenuEntry {
    path: string;
    /** The key of its title among the user console's route titles (`routes.<title>` there). */
    title: string;
    children: UserMenuEntry[];
}

const entry = (path: string, title: string, children: UserMenuEntry[] = []): UserMenuEntry => ({ path, title, children });

export const USER_MENU: readonly UserMenuEntry[] = [
    entry('/dns/dashboard', 'dashboard'),
    entry('/dns', 'dns', [
        entry('/dns/domain/list/list', 'domainList'),
        entry('/dns/domain/list/group', 'domainGroup'),
        entry('/dns/domain/bulk', 'bulk'),
        entry('/dns/domain/ptr', 'ptr'),
        entry('/dns/domain/access-token', 'accessToken'),
    ]),
    entry('/a-monitor', 'monitor', [entry('/a-monitor/gtm', 'gtm'), entry('/a-monitor/monitors', 'monitors')]),
    entry('/httpdns', 'httpdns', [entry('/httpdns/domain', 'httpdnsDomain'), entry('/httpdns/configure', 'httpdnsConfigure')]),
    entry('/ssl', 'ssl', [entry('/ssl/order', 'sslOrder'), entry('/ssl/info', 'sslInfo'), entry('/ssl/goods', 'sslGoods')]),
    entry('/analysis', 'analysis', [entry('/analysis/query', 'analysisQuery'), entry('/analysis/top', 'analysisTop')]),
    entry('/plan', 'plan', [entry('/plan/own', 'planOwn'), entry('/plan/purchase', 'planPurchase'), entry('/plan/vas', 'planVas')]),
    entry('/finance', 'finance', [entry('/finance/order', 'financeOrder'), entry('/finance/recharge', 'recharge')]),
    entry('/account', 'account', [
        entry('/account/info', 'accountInfo'),
        entry('/account/verification', 'verification'),
        entry('/account/apikey', 'apikey'),
        entry('/account/tokens', 'apiTokens'),
        entry('/account/subaccounts', 'subAccounts'),
        entry('/account/sessions', 'sessions'),
        entry('/account/domainLicense', 'domainLicense'),
    ]),
    entry('/message', 'messages', [entry('/message/list', 'messageList')]),
    entry('/log/list', 'log'),
];

/** Every path of the menu, groups first then their entries, in menu order. */
export const USER_MENU_PATHS: readonly string[] = USER_MENU.flatMap(group => [group.path, ...group.children.map(child => child.path)]);
