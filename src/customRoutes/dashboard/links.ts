/** Where the dashboard's links lead (the list screens read react-admin's URL filter: `?filter=<JSON>`). */
const DOMAIN_LIST = '/dns/domain/list/list';

const filtered = (filter: Record<string, unknown>) => `${DOMAIN_LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const DASHBOARD_LINKS = {
    domains: DOMAIN_LIST,
    /** whoisStatus 2: the domains whose NS are not ours. */
    wrongNs: filtered({ whoisStatus: 2 }),
    /** status 3: paused domains. */
    paused: filtered({ status: 3 }),
    /** The domain list opening its add dialog. */
    addDomain: `${DOMAIN_LIST}?add=1`,
    plans: '/plan/own/1',
    buyPlan: '/plan/purchase',
    recharge: '/finance/recharge',
    messages: '/message/list',
} as const;
