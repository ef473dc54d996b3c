import { describe, expect, it } from 'vitest';
import { filterDomains, membershipChanges } from './transfer';

describe("the group's domain picker", () => {
    it('filters picker domains by a trimmed, case-blind substring, in name order', () => {
        const list = [
            { id: 1, domain: 'b.com' },
            { id: 2, domain: 'A.cn' },
            { id: 3, domain: 'shop.com' },
        ];
        expect(filterDomains(list, '').map(d => d.id)).toEqual([2, 1, 3]);
        expect(filterDomains(list, ' COM ').map(d => d.id)).toEqual([1, 3]);
    });

    it("turns the picker's before and after into moves", () => {
        expect(membershipChanges([1, 2, 3], [2, 3, 4, 5])).toEqual({ added: [4, 5], removed: [1] });
        expect(membershipChanges([], [])).toEqual({ added: [], removed: [] });
    });
});
