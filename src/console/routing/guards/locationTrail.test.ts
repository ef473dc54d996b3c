import { beforeEach, describe, expect, it } from 'vitest';
import { previousLocation, recordLocation, resetLocationTrail } from './locationTrail';
import { redirectTarget } from './RedirectHelper';

const at = (key: string, pathname: string, search = '') => ({ key, pathname, search, hash: '' });
const id = (key: string, pathname: string, search = '') => ({ key, pathname, search });

describe('locationTrail', () => {
    beforeEach(resetLocationTrail);

    it('has no previous location on a fresh load', () => {
        expect(previousLocation(id('default', '/alipay/1/2/3'))).toBeNull();
        recordLocation(at('default', '/alipay/1/2/3'));
        expect(previousLocation(id('default', '/alipay/1/2/3'))).toBeNull();
    });

    it('answers the location before the current one, whether or not the current one is recorded yet', () => {
        recordLocation(at('k1', '/finance/recharge', '?a=1'));
        expect(previousLocation(id('k2', '/alipay/1/2/3'))).toEqual(at('k1', '/finance/recharge', '?a=1'));
        recordLocation(at('k2', '/alipay/1/2/3'));
        expect(previousLocation(id('k2', '/alipay/1/2/3'))?.pathname).toBe('/finance/recharge');
    });

    it('records the newest location once', () => {
        recordLocation(at('k1', '/a'));
        recordLocation(at('k2', '/b'));
        recordLocation(at('k2', '/b'));
        expect(previousLocation(id('k2', '/b'))?.pathname).toBe('/a');
    });

    it("tells locations pushed outside the router (all keyed 'default') apart by their path", () => {
        recordLocation(at('default', '/dns/dashboard'));
        expect(previousLocation(id('default', '/alipay/1/2/3'))?.pathname).toBe('/dns/dashboard');
    });

    it('answers the newest other location after back/forward', () => {
        recordLocation(at('k1', '/finance/recharge'));
        recordLocation(at('k2', '/alipay/1/2/3'));
        recordLocation(at('k3', '/dns/dashboard'));
        // Back to k2: came from the dashboard
        expect(previousLocation(id('k2', '/alipay/1/2/3'))?.pathname).toBe('/dns/dashboard');
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
    ])('%j %j %j -> %j', (rest, search, hash, expected) => {
        expect(redirectTarget(rest, search, hash)).toBe(expected);
    });
});
