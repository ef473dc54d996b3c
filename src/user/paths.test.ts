import { describe, expect, it } from 'vitest';
import { LICENSE_TYPES } from '../data/domainLicenses/api';
import { PLAN_MODES } from '../data/plans/api';
import { SSL_ORDER_TABS } from '../data/sslOrders/codes';
import { USER_LOG_METHODS } from '../data/userLogs/api';
import { BULK_PAGE_ORDER } from './dns/bulk/BulkFrame';
import { ORDER_TAB_NAMES } from './finance/orders/tabs';
import { MONITOR_PAGES } from './monitor/monitors/MonitorsFrame';
import { USER_PATTERNS, userPaths } from './paths';
import { DOMAIN_PAGE_TABS, userRoutes } from './routes';
import { PROFILE_KINDS } from './ssl/info/profileFields';
import { builtPaths, landingEntry, tablePaths, type BuilderSamples } from '../../tests/support/tablePaths';

const domain = { domain: 'example.com', id: 7, userId: 3 };

/** Each builder with every tab it can name, and the parameters that need encoding. */
const samples: BuilderSamples<typeof userPaths> = {
    dashboard: [[]],
    domainList: [[], [{ filter: { groupId: 4 } }], [{ add: true }]],
    domainPage: [
        [domain],
        [{ domain: '例子.中国', id: 1, userId: 2 }],
        ...DOMAIN_PAGE_TABS.map((tab): Parameters<typeof userPaths.domainPage> => [domain, tab]),
    ],
    zoneHistory: [[domain], [domain, 12]],
    bulk: BULK_PAGE_ORDER.map(page => [page]),
    ptrZones: [[]],
    ptrRecords: [[12]],
    gtmTasks: [[]],
    gtmRule: [[], [5]],
    realtimeDetail: [[9]],
    monitors: MONITOR_PAGES.map(page => [page]),
    httpdnsDomains: [[]],
    httpdnsDetail: [['example.com']],
    sslOrders: SSL_ORDER_TABS.map(tab => [tab]),
    sslApply: [[{ goodsId: 2 }], [{ orderId: 8 }]],
    sslInfo: PROFILE_KINDS.map(kind => [kind]),
    sslGoods: [[]],
    myPlans: PLAN_MODES.map(mode => [mode]),
    planPurchase: [[]],
    planVas: [[]],
    financeOrders: ORDER_TAB_NAMES.map(tab => [tab]),
    recharge: [[]],
    accountInfo: [[]],
    verification: [[]],
    domainLicenses: LICENSE_TYPES.map(tab => [tab]),
    messageList: [[]],
    messageDetail: [[42]],
    userLogs: USER_LOG_METHODS.map(method => [method]),
    paymentPlans: [[1], [2]],
    paymentOrder: [['202401010001']],
};

describe('the user console paths', () => {
    it.each(builtPaths(userPaths, samples))('%s builds %s, a page of the route table', (_, path) => {
        expect(landingEntry(userRoutes, path)).toBeDefined();
    });

    it.each(Object.entries(USER_PATTERNS))('the %s pattern %s is a path of the route table', (_, pattern) => {
        expect(tablePaths(userRoutes)).toContain(pattern);
    });

    it('builds the addresses the screens linked to before', () => {
        expect(userPaths.domainPage({ domain: '例子.中国', id: 1, userId: 2 }, 'line')).toBe(
            `/dns/domain/list/admin/${encodeURIComponent('例子.中国')}/1/2/line`,
        );
        expect(userPaths.domainPage(domain)).toBe('/dns/domain/list/admin/example.com/7/3/record');
        expect(userPaths.domainList()).toBe('/dns/domain/list/list');
        expect(userPaths.domainList({ add: true })).toBe('/dns/domain/list/list?add=1');
        expect(userPaths.domainList({ filter: { groupId: 4 } })).toBe(`/dns/domain/list/list?${new URLSearchParams({ filter: '{"groupId":4}', page: '1' })}`);
        expect(userPaths.ptrRecords(12)).toBe('/dns/domain/ptr/record?zone=12');
        expect(userPaths.gtmRule()).toBe('/a-monitor/gtm/rule');
        expect(userPaths.gtmRule(5)).toBe('/a-monitor/gtm/rule?id=5');
        expect(userPaths.realtimeDetail(9)).toBe('/a-monitor/real-time/detail?id=9');
        expect(userPaths.httpdnsDetail('例子.com')).toBe(`/httpdns/domain/detail?domain=${encodeURIComponent('例子.com')}`);
        expect(userPaths.sslApply({ goodsId: 2 })).toBe('/ssl/order/apply?goodsId=2');
        expect(userPaths.sslApply({ orderId: 8 })).toBe('/ssl/order/apply?orderId=8');
        expect(userPaths.financeOrders('paid')).toBe('/finance/order/paid');
        expect(userPaths.myPlans(1)).toBe('/plan/own/1');
        expect(userPaths.messageDetail('a/b')).toBe('/message/detail/a%2Fb');
        expect(userPaths.userLogs(0)).toBe('/log/list/0');
        expect(userPaths.paymentOrder('2024 01')).toBe('/payment/order/2024%2001');
        expect(userPaths.paymentPlans(2)).toBe('/payment/plans/2');
    });
});
