import { describe, expect, it } from 'vitest';
import { alipayPath, newOrderLink, successLinks } from './links';

describe('payment links', () => {
    it('links by goods type, and the alipay path encoded', () => {
        expect(successLinks(10).map(link => link.to)).toEqual(['/plan/own/1', '/finance/order/paid']);
        expect(successLinks('30').map(link => link.to)).toEqual(['/finance/recharge']);
        expect(successLinks(20).map(link => link.to)).toEqual(['/finance/order/paid']);
        expect(newOrderLink(30).to).toBe('/finance/recharge');
        expect(newOrderLink(13).to).toBe('/plan/vas');
        expect(newOrderLink(11).to).toBe('/plan/purchase');
        expect(alipayPath({ outTradeNo: 'T1', totalAmount: '1288.50', body: '企业版 · 1年/2' })).toBe(
            `/alipay/T1/1288.50/${encodeURIComponent('企业版 · 1年/2')}`,
        );
        expect(alipayPath({ outTradeNo: 'T1', totalAmount: '1.00', body: '' })).toBe('/alipay/T1/1.00/-');
    });
});
