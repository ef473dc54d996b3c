import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../format/money';
import { daysLeft, durationsOf, isHigherPlan, isValidDuration, MAX_QUANTITY, termEnd, totalCents, upgradeCents } from './pricing';

const at = new Date(2026, 10, 23, 12, 0, 0);

describe('plan pricing: integer cents', () => {
    it.each([
        [1, 1, 1, '¥0.01'],
        [99, 3, 297, '¥2.97'],
        [100, 5, 500, '¥5.00'],
        [123456789, 1, 123456789, '¥1,234,567.89'],
        [123456789, 5, 617283945, '¥6,172,839.45'],
        [68000, 2, 136000, '¥1,360.00'],
        [0, 3, 0, '¥0.00'],
    ])('%i cents x %i = %i (%s)', (price, units, cents, shown) => {
        expect(totalCents(price, units)).toBe(cents);
        expect(formatYuan(totalCents(price, units))).toBe(shown);
    });

    it('refuses what is not whole cents or would leave the safe integers', () => {
        expect(() => totalCents(1.5, 1)).toThrow(RangeError);
        expect(() => totalCents(-1, 1)).toThrow(RangeError);
        expect(() => totalCents(100, 1.5)).toThrow(RangeError);
        expect(() => totalCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    });

    it('is exact: a total is always the unit price added units times', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10 }), (price, units) => {
                let sum = 0;
                for (let i = 0; i < units; i++) sum += price;
                expect(totalCents(price, units)).toBe(sum);
            }),
        );
    });

    it('offers durations by unit and checks them', () => {
        expect(durationsOf('1y')).toEqual([1, 2, 3, 5]);
        expect(durationsOf('1m')).toEqual([1, 3, 6, 12]);
        expect(isValidDuration('1y', 2)).toBe(true);
        expect(isValidDuration('1y', 4)).toBe(false);
        expect(isValidDuration('1m', 6)).toBe(true);
        expect(isValidDuration('1p', 37)).toBe(true);
        expect(isValidDuration('1p', 0)).toBe(false);
        expect(isValidDuration('1p', MAX_QUANTITY + 1)).toBe(false);
        expect(isValidDuration('1y', 1.5)).toBe(false);
    });
});

describe('upgrade difference', () => {
    const pro = { productUnitPrice: 68000, productUnit: '1y' };
    const enterprise = { productUnitPrice: 298000, productUnit: '1y' };

    it('charges the daily difference over the days left, rounded up to the cent', () => {
        // (298000 - 68000) / 365 x 200 = 126027.39... -> 126028
        expect(upgradeCents(pro, enterprise, 200)).toBe(126028);
        expect(upgradeCents(pro, enterprise, 365)).toBe(230000);
        expect(upgradeCents(pro, enterprise, 0)).toBe(0);
        expect(formatYuan(upgradeCents(pro, enterprise, 1))).toBe('¥6.31');
    });

    it('compares daily rates across units (a monthly plan against a yearly one)', () => {
        const monthly = { productUnitPrice: 6800, productUnit: '1m' };
        // 298000/365 - 6800/30 per day, x 30 days: (298000*30 - 6800*365) / 365 = 17693.15... -> 17694
        expect(upgradeCents(monthly, enterprise, 30)).toBe(17694);
        expect(isHigherPlan(monthly, enterprise)).toBe(true);
    });

    it('is no upgrade to a plan not dearer per day, or of pieces', () => {
        expect(upgradeCents(enterprise, pro, 100)).toBeUndefined();
        expect(upgradeCents(pro, pro, 100)).toBeUndefined();
        expect(isHigherPlan(enterprise, pro)).toBe(false);
        expect(upgradeCents(pro, { productUnitPrice: 1200, productUnit: '1p' }, 10)).toBeUndefined();
        expect(upgradeCents({ productUnitPrice: 1, productUnit: '1y' }, { productUnitPrice: 99, productUnit: '1y' }, 365)).toBe(98);
        expect(upgradeCents({ productUnitPrice: 100, productUnit: '1y' }, { productUnitPrice: 123456789, productUnit: '1y' }, 365)).toBe(123456689);
    });

    it('never charges less than the exact difference, nor a cent more', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 0, max: 1_000_000 }),
                fc.integer({ min: 1, max: 1_000_000 }),
                fc.integer({ min: 0, max: 3650 }),
                (low, extra, days) => {
                    const cents = upgradeCents({ productUnitPrice: low, productUnit: '1y' }, { productUnitPrice: low + extra, productUnit: '1y' }, days) ?? -1;
                    // exact value extra*days/365: cents*365 is within [extra*days, extra*days + 365)
                    expect(cents * 365 >= extra * days).toBe(true);
                    expect(cents * 365 < extra * days + 365).toBe(true);
                },
            ),
        );
    });
});

describe('days left', () => {
    it('counts a started day, 0 when past or unknown', () => {
        expect(daysLeft('2026-11-24 12:00:00', at)).toBe(1);
        expect(daysLeft('2026-11-24 12:00:01', at)).toBe(2);
        expect(daysLeft('2026-11-23 11:59:59', at)).toBe(0);
        expect(daysLeft('', at)).toBe(0);
        expect(daysLeft(undefined, at)).toBe(0);
    });
});

describe('term end: calendar years, quarters and months', () => {
    const at = (text: string) => new Date(text);
    const shown = (date: Date) =>
        `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

    it.each([
        ['2026-11-28T10:30:00', '1y', 2, '2028-11-28 10:30'],
        ['2024-02-29T08:00:00', '1y', 1, '2025-02-28 08:00'],
        ['2024-02-29T08:00:00', '1y', 4, '2028-02-29 08:00'],
        ['2026-01-31T00:00:00', '1m', 1, '2026-02-28 00:00'],
        ['2026-11-30T12:00:00', '1s', 1, '2027-02-28 12:00'],
        ['2026-05-31T12:00:00', '1m', 12, '2027-05-31 12:00'],
        ['2026-12-25T09:00:00', '1d', 7, '2027-01-01 09:00'],
        ['2026-11-28T10:30:00', '1p', 1, '2027-11-28 10:30'],
    ])('%s + %s x %i ends %s', (from, unit, units, end) => expect(shown(termEnd(at(from), unit, units))).toBe(end));

    it('a term of n units ends where n terms of one unit, taken from the same start day, end', () =>
        fc.assert(
            fc.property(
                fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
                fc.constantFrom('1y', '1s', '1m'),
                fc.integer({ min: 1, max: 24 }),
                (from, unit, units) => {
                    const end = termEnd(from, unit, units);
                    expect(end.getTime()).toBeGreaterThan(from.getTime());
                    expect(end.getDate()).toBeLessThanOrEqual(from.getDate());
                    expect(end.getHours()).toBe(from.getHours());
                },
            ),
        ));
});
