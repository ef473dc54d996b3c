import { DOMAIN_STATUS, WHOIS_STATUS } from '../../data/domains/api';
import { userPaths } from '../paths';

/** Where the dashboard's links lead. */
export const DASHBOARD_LINKS = {
    domains: userPaths.domainList(),
    /** The domains whose NS are not ours. */
    wrongNs: userPaths.domainList({ filter: { whoisStatus: WHOIS_STATUS.wrong } }),
    /** Paused domains. */
    paused: userPaths.domainList({ filter: { status: DOMAIN_STATUS.paused } }),
    /** The domain list opening its add dialog. */
    addDomain: userPaths.domainList({ add: true }),
    plans: userPaths.myPlans(1),
    buyPlan: userPaths.planPurchase(),
    recharge: userPaths.recharge(),
    messages: userPaths.messageList(),
} as const;
