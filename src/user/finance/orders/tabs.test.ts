import { describe, expect, it } from 'vitest';
import { ORDER_TABS, isDeletable, isPayable, tabOf, tabStatuses } from './tabs';

describe('orders: the tabs', () => {
    it('each tab lists its statuses; any other path lists all', () => {
        expect(tabStatuses('paid')).toBe('14');
        expect(tabStatuses('unpaid')).toBe('10,11,12,13');
        expect(tabStatuses('refunding')).toBe('15,20');
        expect(tabStatuses('refunded')).toBe('16,24');
        expect(tabStatuses('all')).toBe('');
        expect(tabOf('refunded')).toBe('refunded');
        expect(tabOf('whatever')).toBe('all');
        expect(tabOf(undefined)).toBe('all');
        expect(Object.keys(ORDER_TABS)).toEqual(['all', 'unpaid', 'paid', 'refunding', 'refunded']);
    });

    it('only unpaid orders may be deleted, only a pending one paid', () => {
        expect([10, 11, 12, 13].every(isDeletable)).toBe(true);
        expect([0, 14, 15, 16, 20, 24].some(isDeletable)).toBe(false);
        expect(isPayable(10)).toBe(true);
        expect(isPayable('10')).toBe(true);
        expect(isPayable(11)).toBe(false);
    });
});
