import fc from 'fast-check';
import { getQuery } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { firstListParams } from './earlyReads';

/** What the Store may hold under a list's key: react-admin's own shape, and older or damaged copies of it. */
const storedParams = fc.option(
    fc.record(
        {
            filter: fc.option(fc.dictionary(fc.constantFrom('q', 'status', 'groupId'), fc.oneof(fc.string(), fc.integer())), { nil: undefined }),
            displayedFilters: fc.dictionary(fc.constantFrom('q', 'status'), fc.boolean()),
            sort: fc.option(fc.constantFrom('id', 'domain', ''), { nil: null }),
            order: fc.option(fc.constantFrom('ASC', 'DESC'), { nil: null }),
            // react-admin stores page 1 with its other defaults: the case where only the filter tells a change
            page: fc.option(fc.oneof(fc.constant(1), fc.integer({ min: 0, max: 9 }), fc.constantFrom('2', 'x')), { nil: null }),
            perPage: fc.option(fc.oneof(fc.constantFrom(10, 20, 50), fc.constantFrom('50', 'x')), { nil: null }),
        },
        { requiredKeys: [] },
    ),
    { nil: undefined },
);

const listDefaults = fc.record({
    sort: fc.record({ field: fc.constantFrom('id', 'domain'), order: fc.constantFrom('ASC', 'DESC') }),
    perPage: fc.constantFrom(10, 20, 50),
});

describe("firstListParams: the parameters of a list's first page, as react-admin's <List> reads them", () => {
    it("equals ra-core's getQuery for an address without a query string, whatever the Store holds", () => {
        fc.assert(
            fc.property(storedParams, listDefaults, (stored, { sort, perPage }) => {
                const query = getQuery({ queryFromLocation: {}, params: stored ?? {}, filterDefaultValues: undefined, sort, perPage });
                expect(firstListParams(stored, { sort, perPage })).toEqual({
                    pagination: { page: query.page, perPage: query.perPage },
                    sort: { field: query.sort, order: query.order },
                    filter: { ...query.filter },
                });
            }),
            { numRuns: 2000 },
        );
    });

    it('takes the kept page, size, sort and filters of the last visit', () => {
        const stored = { filter: { status: 1 }, displayedFilters: { status: true }, sort: 'domain', order: 'ASC', page: 2, perPage: 50 };
        expect(firstListParams(stored, { sort: { field: 'id', order: 'DESC' }, perPage: 20 })).toEqual({
            pagination: { page: 2, perPage: 50 },
            sort: { field: 'domain', order: 'ASC' },
            filter: { status: 1 },
        });
    });

    it('keeps a filter set on page 1 with the default sort and size', () => {
        expect(
            firstListParams({ filter: { q: 'a.cn' }, sort: null, order: null, page: 1, perPage: null }, { sort: { field: 'id', order: 'DESC' }, perPage: 20 }),
        ).toEqual({
            pagination: { page: 1, perPage: 20 },
            sort: { field: 'id', order: 'DESC' },
            filter: { q: 'a.cn' },
        });
    });

    it("takes the list's own sort and page size on a first visit", () => {
        expect(firstListParams({}, { sort: { field: 'id', order: 'DESC' }, perPage: 20 })).toEqual({
            pagination: { page: 1, perPage: 20 },
            sort: { field: 'id', order: 'DESC' },
            filter: {},
        });
    });
});
