import { MESSAGE_LIST_PATH } from '../../console/shell/MessageDrawer';
import { DOMAIN_STATUS, WHOIS_STATUS } from '../../data/domains/api';
import { ADD_DOMAIN_PATH, DOMAIN_LIST_PATH, domainListPath } from '../dns/domains/links';

/** Where the dashboard's links lead. */
export const DASHBOARD_LINKS = {
    domains: DOMAIN_LIST_PATH,
    /** The domains whose NS are not ours. */
    wrongNs: domainListPath({ whoisStatus: WHOIS_STATUS.wrong }),
    /** Paused domains. */
    paused: domainListPath({ status: DOMAIN_STATUS.paused }),
    /** The domain list opening its add dialog. */
    addDomain: ADD_DOMAIN_PATH,
    plans: '/plan/own/1',
    buyPlan: '/plan/purchase',
    recharge: '/finance/recharge',
    messages: MESSAGE_LIST_PATH,
} as const;
