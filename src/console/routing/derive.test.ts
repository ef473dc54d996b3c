import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access';
import { findRoute, flattenRoutes, menuTree, routedEntries, type MenuEntry } from './derive';
import { adminRoutes } from '../../admin/routes';
import { userRoutes } from '../../user/routes';

const context = (over: Partial<AccessContext> = {}): AccessContext => ({
    user: { mobile: '1', realnameStatus: 1, unvalidModel: [] },
    power: {},
    exclusiveMode: [],
    cdnConfigured: false,
    ...over,
});
const paths = (entries: { path: string; children: { path: string }[] }[]): string[] =>
    entries.flatMap(entry => [entry.path, ...paths(entry.children as never)]);

describe('the user route table', () => {
    it('has every route of SPEC section 2', () => {
        const all = flattenRoutes(userRoutes).map(route => route.path);
        for (const path of [
            '/dns/dashboard',
            '/dns/domain/list/list',
            '/dns/domain/list/group',
            '/dns/domain/list/admin/:domain/:id/:userId/record',
            '/dns/domain/list/admin/:domain/:id/:userId/log-error',
            '/dns/domain/bulk/recordImport',
            '/dns/domain/ptr/record',
            '/dns/domain/access-token',
            '/a-monitor/gtm/rule',
            '/a-monitor/monitors/custom-lines',
            '/httpdns/domain/detail',
            '/ssl/order/apply',
            '/ssl/info/company',
            '/analysis/top',
            '/plan/own/4',
            '/finance/order/refunding',
            '/finance/recharge',
            '/account/verification',
            '/account/domainLicense/initiate',
            '/message/detail/:id',
            '/log/list/:method',
            '/payment/plans/:type',
            '/payment/order/:orderId',
        ]) {
            expect(all).toContain(path);
        }
    });

    it('routes each path once and leaves resource paths to their <Resource>', () => {
        const routed = routedEntries(userRoutes).map(route => route.path);
        expect(new Set(routed).size).toBe(routed.length);
        expect(routed).not.toContain('/message/list');
        expect(routed).not.toContain('/message');
    });

    it('flags bindMobile on plan purchase, the domain list, account info and the dashboard (SPEC section 6)', () => {
        const flagged = flattenRoutes(userRoutes)
            .filter(route => route.flags?.bindMobile)
            .map(route => route.path);
        for (const path of ['/plan/purchase', '/dns/domain/list/list', '/account/info', '/dns/dashboard']) expect(flagged).toContain(path);
    });
});

describe('the menu', () => {
    it('shows dispatch and monitors only with dm / am in exclusive_mode', () => {
        const without = paths(menuTree(userRoutes, context()));
        expect(without).not.toContain('/a-monitor/gtm');
        expect(without).not.toContain('/a-monitor/monitors');
        const withModes = paths(menuTree(userRoutes, context({ exclusiveMode: ['dm', 'am'] })));
        expect(withModes).toContain('/a-monitor/gtm');
        expect(withModes).toContain('/a-monitor/monitors');
    });

    it('drops a group when nothing in it is left', () => {
        const menu = menuTree(userRoutes, context({ user: { unvalidModel: ['/analysis/query', '/analysis/top'] } }));
        expect(paths(menu)).not.toContain('/analysis');
    });

    it('shows verification only when the realName power is on', () => {
        expect(paths(menuTree(userRoutes, context()))).not.toContain('/account/verification');
        expect(paths(menuTree(userRoutes, context({ power: { realName: 1 } })))).toContain('/account/verification');
    });

    it('never lists hidden entries', () => {
        const listed = paths(menuTree(userRoutes, context({ exclusiveMode: ['dm', 'am'], power: { realName: 1 }, cdnConfigured: true })));
        const hidden = flattenRoutes(userRoutes)
            .filter(route => route.flags?.hidden)
            .map(route => route.path);
        expect(listed.filter(path => hidden.includes(path))).toEqual([]);
    });
});

describe('findRoute', () => {
    it.each([
        ['/dns/dashboard', '/dns/dashboard'],
        ['/message/detail/42', '/message/detail/:id'],
        ['/finance/order/paid', '/finance/order/paid'],
        ['/finance/order/other', '/finance/order/:path'],
        ['/dns/domain/list/admin/a.com/1/2/record', '/dns/domain/list/admin/:domain/:id/:userId/record'],
    ])('%s is %s', (pathname, path) => {
        expect(findRoute(userRoutes, pathname)?.path).toBe(path);
    });

    it('answers undefined for a path outside the table', () => {
        expect(findRoute(userRoutes, '/nowhere')).toBeUndefined();
        expect(findRoute(adminRoutes, '/dns/recursive')?.title).toBe('routes.recursive');
    });
});

describe('frames', () => {
    const entry = (path: string) => flattenRoutes(userRoutes).find(route => route.path === path)!;
    const DOMAIN = '/dns/domain/list/admin/:domain/:id/:userId';

    it("puts a domain's tabs, the bulk pages and the monitors' pages each inside their frame", () => {
        for (const [pathname, frame] of [
            ['/dns/domain/list/admin/a.com/1/2/record', DOMAIN],
            ['/dns/domain/list/admin/a.com/1/2/log-operation', DOMAIN],
            ['/dns/domain/bulk/recordImport', '/dns/domain/bulk'],
            ['/a-monitor/monitors/custom-lines', '/a-monitor/monitors'],
        ]) {
            expect(entry(frame).frame).toBeDefined();
            expect(entry(frame).children).toContain(findRoute(userRoutes, pathname));
        }
    });

    it('shows a frame in the menu as one entry, whatever pages it holds', () => {
        const menu = menuTree(userRoutes, context({ exclusiveMode: ['am'] }));
        const find = (entries: MenuEntry[], path: string): MenuEntry | undefined =>
            entries.map(menuEntry => (menuEntry.path === path ? menuEntry : find(menuEntry.children, path))).find(Boolean);
        expect(find(menu, '/dns/domain/bulk')?.children).toEqual([]);
        expect(find(menu, '/a-monitor/monitors')?.children).toEqual([]);
        expect(find(menu, DOMAIN)).toBeUndefined();
    });
});
