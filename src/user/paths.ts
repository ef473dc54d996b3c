import type { Identifier } from 'react-admin';
import { fillPattern, withQuery } from '../console/routing/buildPath';
import type { LicenseType } from '../data/domainLicenses/api';
import type { PlanMode } from '../data/plans/api';
import type { ProfileKind } from '../data/sslOrders/api';
import type { SslOrderTab } from '../data/sslOrders/codes';
import type { UserLogMethod } from '../data/userLogs/api';
import type { DomainParams } from './dns/domain/domainParams';
import type { BulkPage } from './dns/bulk/BulkFrame';
import type { OrderTab } from './finance/orders/tabs';
import type { MonitorPage } from './monitor/monitors/MonitorsFrame';
import type { DomainPageTab } from './routes';

/**
 * The paths of the user console's route table (routes.ts) that its screens link to, in react-router syntax: the
 * builders below fill them. A tabbed screen's pattern is its parent entry; the tab is the last segment.
 * paths.test.ts checks that each is a path of the table.
 */
export const USER_PATTERNS = {
    dashboard: '/dns/dashboard',
    domainList: '/dns/domain/list/list',
    domainPage: '/dns/domain/list/admin/:domain/:id/:userId',
    bulk: '/dns/domain/bulk',
    ptrZones: '/dns/domain/ptr',
    ptrRecords: '/dns/domain/ptr/record',
    gtmTasks: '/a-monitor/gtm',
    gtmRule: '/a-monitor/gtm/rule',
    realtimeDetail: '/a-monitor/real-time/detail',
    monitors: '/a-monitor/monitors',
    httpdnsDomains: '/httpdns/domain',
    httpdnsDetail: '/httpdns/domain/detail',
    sslOrders: '/ssl/order',
    sslApply: '/ssl/order/apply',
    sslInfo: '/ssl/info',
    sslGoods: '/ssl/goods',
    myPlans: '/plan/own',
    planPurchase: '/plan/purchase',
    planVas: '/plan/vas',
    financeOrders: '/finance/order/:path',
    recharge: '/finance/recharge',
    accountInfo: '/account/info',
    verification: '/account/verification',
    domainLicenses: '/account/domainLicense',
    messageList: '/message/list',
    messageDetail: '/message/detail/:id',
    userLogs: '/log/list/:method',
    paymentPlans: '/payment/plans/:type',
    paymentOrder: '/payment/order/:orderId',
} as const;

const P = USER_PATTERNS;

/** The query parameter that opens My domains' add dialog (AddDomainFromUrl reads it). */
export const ADD_DOMAIN_PARAM = 'add';

export type { DomainPageTab };

/** Where the user console's screens link to: one builder per destination, typed by what it needs. */
export const userPaths = {
    dashboard: () => P.dashboard,
    /**
     * My domains. `filter` opens it filtered on page 1 (react-admin reads the list filter from `?filter=<JSON>` and
     * keeps it); `add` opens its add dialog; neither: the list as the user left it.
     */
    domainList: ({ filter, add }: { filter?: Record<string, unknown>; add?: boolean } = {}) =>
        withQuery(P.domainList, filter ? { filter: JSON.stringify(filter), page: 1 } : { [ADD_DOMAIN_PARAM]: add ? 1 : undefined }),
    /** One tab of a domain's pages. */
    domainPage: ({ domain, id, userId }: DomainParams, tab: DomainPageTab = 'record') => `${fillPattern(P.domainPage, { domain, id, userId })}/${tab}`,
    /** A domain's change history; `entry` opens that entry's diff. */
    zoneHistory: (domain: DomainParams, entry?: Identifier) => withQuery(userPaths.domainPage(domain, 'history'), { entry }),
    bulk: (page: BulkPage) => `${P.bulk}/${page}`,
    ptrZones: () => P.ptrZones,
    /** One reverse zone's PTR records. */
    ptrRecords: (zoneId: Identifier) => withQuery(P.ptrRecords, { zone: zoneId }),
    gtmTasks: () => P.gtmTasks,
    /** The rule editor: a task's, or a new one without id. */
    gtmRule: (id?: Identifier) => withQuery(P.gtmRule, { id }),
    realtimeDetail: (id: Identifier) => withQuery(P.realtimeDetail, { id }),
    monitors: (page: MonitorPage) => `${P.monitors}/${page}`,
    httpdnsDomains: () => P.httpdnsDomains,
    /** A domain's HTTPDNS detail page (resolution test and usage). */
    httpdnsDetail: (domain: string) => withQuery(P.httpdnsDetail, { domain }),
    sslOrders: (tab: SslOrderTab) => `${P.sslOrders}/${tab}`,
    /** The application form: for a product, or a free order's validation. */
    sslApply: (query: { goodsId: Identifier } | { orderId: Identifier }) => withQuery(P.sslApply, query),
    sslInfo: (kind: ProfileKind) => `${P.sslInfo}/${kind}`,
    sslGoods: () => P.sslGoods,
    myPlans: (mode: PlanMode) => `${P.myPlans}/${mode}`,
    planPurchase: () => P.planPurchase,
    planVas: () => P.planVas,
    financeOrders: (tab: OrderTab) => fillPattern(P.financeOrders, { path: tab }),
    /** The recharge screen; `short` (cents) fills the amount with what an order is short of. */
    recharge: (short?: number) => withQuery(P.recharge, { short }),
    accountInfo: () => P.accountInfo,
    verification: () => P.verification,
    domainLicenses: (tab: LicenseType) => `${P.domainLicenses}/${tab}`,
    messageList: () => P.messageList,
    messageDetail: (id: Identifier) => fillPattern(P.messageDetail, { id }),
    userLogs: (method: UserLogMethod) => fillPattern(P.userLogs, { method }),
    /** The catalogue of one plan type. */
    paymentPlans: (type: number) => fillPattern(P.paymentPlans, { type }),
    /** Where an order is paid. */
    paymentOrder: (orderId: string) => fillPattern(P.paymentOrder, { orderId }),
};
