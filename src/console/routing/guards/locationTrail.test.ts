import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { createLocationTrail, type RouterStates } from './locationTrail';
import { redirectTarget } from './RedirectHelper';

const at = (key: string, pathname: string, search = '') => ({ key, pathname, search, hash: '' });
const id = (key: string, pathname: string, search = '') => ({ key, pathname, search });

/** A router that shows `first`, then whatever `go` tells its subscribers, as a data router does. */
const routerAt = (first: ReturnType<typeof at>) => {
    const listeners: Array<(state: { location: Location }) => void> = [];
    const locationOf = (entry: ReturnType<typeof at>): Location => ({ ...entry, state: null });
    const router: RouterStates = {
        state: { location: locationOf(first) },
        subscribe: listener => {
            listeners.push(listener);
            return () => undefined;
        },
    };
    const go = (entry: ReturnType<typeof at>) => listeners.forEach(listener => listener({ location: locationOf(entry) }));
    return { previous: createLocationTrail(router), go };
};

describe('locationTrail', () => {
    it('has no previous location on a fresh load', () => {
        const { previous } = routerAt(at('default', '/alipay/1/2/3'));
        expect(previous(id('default', '/alipay/1/2/3'))).toBeNull();
    });

    it('answers the location before the current one, whether or not the current one is recorded yet', () => {
        const { previous, go } = routerAt(at('k1', '/finance/recharge', '?a=1'));
        expect(previous(id('k2', '/alipay/1/2/3'))).toMatchObject(at('k1', '/finance/recharge', '?a=1'));
        go(at('k2', '/alipay/1/2/3'));
        expect(previous(id('k2', '/alipay/1/2/3'))?.pathname).toBe('/finance/recharge');
    });

    it('records the newest location once (the router tells of every state, not only new places)', () => {
        const { previous, go } = routerAt(at('k1', '/a'));
        go(at('k2', '/b'));
        go(at('k2', '/b'));
        expect(previous(id('k2', '/b'))?.pathname).toBe('/a');
    });

    it("tells locations pushed outside the router (all keyed 'default') apart by their path", () => {
        const { previous } = routerAt(at('default', '/dns/dashboard'));
        expect(previous(id('default', '/alipay/1/2/3'))?.pathname).toBe('/dns/dashboard');
    });

    it('answers the newest other location after back/forward', () => {
        const { previous, go } = routerAt(at('k1', '/finance/recharge'));
        go(at('k2', '/alipay/1/2/3'));
        go(at('k3', '/dns/dashboard'));
        // Back to k2: came from the dashboard
        expect(previous(id('k2', '/alipay/1/2/3'))?.pathname).toBe('/dns/dashboard');
    });

    it('keeps one trail per router: a new router (a reload, a new tab) starts afresh', () => {
        routerAt(at('k1', '/finance/recharge')).go(at('k2', '/dns/dashboard'));
        expect(routerAt(at('default', '/alipay/1/2/3')).previous(id('default', '/alipay/1/2/3'))).toBeNull();
    });
});

describe('redirectTarget', () => {
    it.each([
        ['dns/domain/list', '', '', '/dns/domain/list'],
        ['dns/domain/list', '?page=2', '#top', '/dns/domain/list?page=2#top'],
        ['', '', '', '/'],
        [undefined, '', '', '/'],
        ['/evil.example', '', '', '/evil.example'],
        ['\\/evil.example', '', '', '/evil.example'],
        // what a browser strips from an address would make '//host' of them
        ['\n/evil.example', '', '', '/evil.example'],
        ['\r/x', '', '', '/x'],
        ['\t/x', '', '', '/x'],
        ['/\n/x', '', '', '/x'],
        ['dns/\tdomain/list', '?a=\n1', '', '/dns/domain/list?a=1'],
    ])('%j %j %j -> %j', (rest, search, hash, expected) => {
        expect(redirectTarget(rest, search, hash)).toBe(expected);
    });
});
