import { describe, expect, it } from 'vitest';
import { customFlagOn, menuVisible, routeEnabled, routeGate, type AccessContext } from './access';
import type { ConsoleRoute } from './types';

const context = (over: Partial<AccessContext> = {}): AccessContext => ({
    user: { mobile: '13800138000', realnameStatus: 1, unvalidModel: [] },
    power: { realName: 0, bindMobile: 0 },
    exclusiveMode: [],
    cdnConfigured: false,
    ...over,
});
const route = (path: string, flags: ConsoleRoute['flags'] = {}): ConsoleRoute => ({ path, title: 't', flags, redirect: '/' });

describe('custom flags (SPEC section 6)', () => {
    it.each([
        ['dispatch', { exclusiveMode: ['dm'] }, true],
        ['dispatch', { exclusiveMode: ['am'] }, false],
        ['monitor', { exclusiveMode: ['dm', 'am'] }, true],
        ['monitor', { exclusiveMode: [] }, false],
        ['verify', { power: { realName: 1 } }, true],
        ['verify', { power: { realName: '1' } }, true],
        ['verify', { power: { realName: 0 } }, false],
        ['accessToken', { cdnConfigured: true }, true],
        ['accessToken', { cdnConfigured: false }, false],
    ] as const)('%s with %j is %s', (flag, over, expected) => {
        expect(customFlagOn(flag, context(over as Partial<AccessContext>))).toBe(expected);
    });
});

describe('menu visibility (SPEC section 2)', () => {
    it.each([
        ['a plain entry', route('/plan/vas'), context(), true],
        ['a hidden entry', route('/message/detail/:id', { hidden: true }), context(), false],
        ['a path in unvalidModel', route('/ssl/goods'), context({ user: { unvalidModel: ['ssl/goods'] } }), false],
        ['a child of a path in unvalidModel', route('/ssl/order/paid'), context({ user: { unvalidModel: ['/ssl'] } }), false],
        ['a sibling sharing a prefix', route('/sslx'), context({ user: { unvalidModel: ['/ssl'] } }), true],
        ['custom flag off', route('/a-monitor/gtm', { custom: 'dispatch' }), context(), false],
        ['custom flag on', route('/a-monitor/gtm', { custom: 'dispatch' }), context({ exclusiveMode: ['dm'] }), true],
        ['signed out (no user yet)', route('/plan/vas'), context({ user: null }), true],
    ])('%s', (_label, entry, ctx, expected) => {
        expect(menuVisible(entry, ctx)).toBe(expected);
    });

    it('a hidden entry is still reachable, a disabled one is not', () => {
        expect(routeEnabled(route('/x', { hidden: true }), context())).toBe(true);
        expect(routeEnabled(route('/x', { custom: 'monitor' }), context())).toBe(false);
    });
});

describe('access gates', () => {
    const noMobile = { mobile: '', realnameStatus: 1 };
    it.each([
        [
            'bindMobile route, power on, no mobile',
            route('/dns/dashboard', { bindMobile: true }),
            context({ power: { bindMobile: 1 }, user: noMobile }),
            'bindMobile',
        ],
        ['bindMobile route, power off', route('/dns/dashboard', { bindMobile: true }), context({ user: noMobile }), 'open'],
        ['bindMobile route, mobile bound', route('/dns/dashboard', { bindMobile: true }), context({ power: { bindMobile: 1 } }), 'open'],
        ['plain route, power on, no mobile', route('/ssl/goods'), context({ power: { bindMobile: 1 }, user: noMobile }), 'open'],
        ['realName on, unverified', route('/ssl/goods'), context({ power: { realName: 1 }, user: { realnameStatus: 0 } }), 'realName'],
        ['realName on, verified', route('/ssl/goods'), context({ power: { realName: 1 } }), 'open'],
        [
            'realName on, unverified, exempt route',
            route('/account/verification', { realNameExempt: true }),
            context({ power: { realName: 1 }, user: { realnameStatus: 0 } }),
            'open',
        ],
        [
            'realName wins over bindMobile',
            route('/dns/dashboard', { bindMobile: true }),
            context({ power: { realName: 1, bindMobile: 1 }, user: { realnameStatus: 0 } }),
            'realName',
        ],
    ])('%s -> %s', (_label, entry, ctx, gate) => {
        expect(routeGate(entry, ctx)).toBe(gate);
    });
});
