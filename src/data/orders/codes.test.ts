import { describe, expect, it } from 'vitest';
import { commerceCn, commerceEn } from '../../i18n/sections/commerce';
import { GOODS_TYPE_CODES, ORDER_STATUS_CODES, PAY_METHOD_CODES, goodsTypeKey, orderStatusKey, payMethodKey } from './codes';

/** The label a key names in a catalog section ('commerce.orderStatus.14' -> section.orderStatus['14']). */
const labelOf = (catalog: typeof commerceEn, key: string): string | undefined => {
    const [, table, code] = key.split('.');
    return (catalog as unknown as Record<string, Record<string, string>>)[table]?.[code];
};

const LANGUAGES = [
    ['en', commerceEn],
    ['cn', commerceCn],
] as const;

describe('order status and payment method tables (SPEC section 4) in both languages', () => {
    it('knows the 13 order statuses and the 10 payment methods of the spec', () => {
        expect([...ORDER_STATUS_CODES].sort((a, b) => a - b)).toEqual([0, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24]);
        expect([...PAY_METHOD_CODES].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10]);
    });

    describe.each(LANGUAGES)('%s', (_name, catalog) => {
        it.each(ORDER_STATUS_CODES.map(code => [code]))('order status %i has its own label', code => {
            const key = orderStatusKey(code);
            expect(key).toBe(`commerce.orderStatus.${code}`);
            expect(labelOf(catalog, key)?.trim()).toBeTruthy();
        });

        it.each(PAY_METHOD_CODES.map(code => [code]))('payment method %i has its own label', code => {
            const key = payMethodKey(code);
            expect(key).toBe(`commerce.payMethod.${code}`);
            expect(labelOf(catalog, key)?.trim()).toBeTruthy();
        });

        it.each(GOODS_TYPE_CODES.map(code => [code]))('goods type %i has its own label', code => {
            expect(labelOf(catalog, goodsTypeKey(code))?.trim()).toBeTruthy();
        });

        it('labels are distinct within each table (the spec pairs codes with different meanings)', () => {
            const statuses = ORDER_STATUS_CODES.map(code => labelOf(catalog, orderStatusKey(code)));
            expect(new Set(statuses).size).toBe(statuses.length);
            const goods = GOODS_TYPE_CODES.map(code => labelOf(catalog, goodsTypeKey(code)));
            expect(new Set(goods).size).toBe(goods.length);
        });

        it('unknown codes fall back to the "unknown" labels', () => {
            for (const code of [1, 17, 99, -1, 'x', '', null, undefined, 14.5]) {
                expect(orderStatusKey(code)).toBe('commerce.orderStatus.0');
                expect(labelOf(catalog, orderStatusKey(code))).toBe(catalog.orderStatus[0]);
            }
            for (const code of [6, 11, 99, 'x', '', null, undefined]) {
                expect(payMethodKey(code)).toBe('commerce.payMethod.unknown');
                expect(labelOf(catalog, payMethodKey(code))).toBe(catalog.payMethod.unknown);
            }
            for (const code of [0, 14, 31, 'x', null]) expect(goodsTypeKey(code)).toBe('commerce.goodsType.unknown');
        });

        it('numeric strings read as their codes', () => {
            expect(orderStatusKey('14')).toBe('commerce.orderStatus.14');
            expect(payMethodKey('3')).toBe('commerce.payMethod.3');
            expect(goodsTypeKey('30')).toBe('commerce.goodsType.30');
        });
    });

    it('the spec meanings, in English and Chinese', () => {
        expect(commerceEn.orderStatus[10]).toBe('Pending payment');
        expect(commerceCn.orderStatus[10]).toBe('待支付');
        expect(commerceEn.orderStatus[14]).toBe('Paid');
        expect(commerceCn.orderStatus[14]).toBe('已支付');
        expect(commerceCn.orderStatus[15]).toBe('退款中');
        expect(commerceCn.orderStatus[16]).toBe('已退款');
        expect(commerceEn.payMethod[0]).toBe('Balance');
        expect(commerceCn.payMethod[0]).toBe('余额支付');
        expect(commerceCn.payMethod[1]).toBe('后台充值');
    });
});
