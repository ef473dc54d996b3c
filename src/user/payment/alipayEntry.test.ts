import { describe, expect, it } from 'vitest';
import { canEnterAlipay } from './alipayEntry';

describe('canEnterAlipay', () => {
    it.each([
        [null, true, 'a direct load (no previous location)'],
        ['', true, 'an empty path'],
        ['/', true, 'the root path'],
        ['/payment/order/123', true, 'the order screen'],
        ['/payment/order/abc-9', true, 'the order screen, any id'],
        ['/finance/recharge', true, 'the recharge screen'],
        ['/finance/recharge/', true, 'the recharge screen with a trailing slash'],
        ['/account/verification', true, 'the verification screen'],
        ['/dns/dashboard', false, 'the dashboard'],
        ['/payment/order', false, 'the order path without an id'],
        ['/payment/order/1/extra', false, 'below the order screen'],
        ['/payment/plans/1', false, 'the plans screen'],
        ['/finance/recharge-history', false, 'a look-alike path'],
        ['/finance/order/paid', false, 'the order list'],
        ['/account/info', false, 'account info'],
        ['/alipay/1/2/3', false, 'another payment page'],
        ['/login', false, 'the login page'],
    ] as [string | null, boolean, string][])('from %j -> %s (%s)', (from, expected) => {
        expect(canEnterAlipay(from)).toBe(expected);
    });
});
