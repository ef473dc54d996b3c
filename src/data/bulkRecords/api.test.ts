import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { bulkRecordCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => bulkRecordCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('the bulk record answers read through their schemas', () => {
    it('found records carry their zone; a TTL written as text is a number; a row without its id is dropped, reported', async () => {
        const found = await calls({
            code: 1,
            data: {
                list: [{ record_id: '9', top: 'www', record_type: 'A', value: '192.0.2.1', ttl: '600', domain_id: '7', domain: 'example.com' }, { top: 'x' }],
                totalCount: 2,
            },
        }).searchBulkRecords({ domains: [] }, 1, 500);
        expect(found.data).toEqual([expect.objectContaining({ id: 9, record_id: 9, ttl: 600, domain_id: 7, domain: 'example.com', status: 1 })]);
        expect(found.total).toBe(2);
        expect(unreadableSources()).toEqual(['app/dns/batch/record/search']);
    });

    it('a search whose list is a string finds nothing, reported', async () => {
        expect((await calls({ code: 1, data: { list: 'none', totalCount: 4 } }).searchBulkRecords({ domains: [] }, 1, 500)).data).toEqual([]);
        expect(unreadableSources()).toEqual(['app/dns/batch/record/search']);
    });

    it('a plan chunk answers one result per domain sent; a missing or unreadable answer refuses the domain', async () => {
        const results = await calls({
            code: 1,
            data: {
                list: [
                    { item: 'a.com', code: 1 },
                    { item: 'b.com', code: 500, msg: '可用套餐不足' },
                ],
            },
        }).bindPlans(1, 2, ['a.com', 'b.com', 'c.com']);
        expect(results).toEqual([
            { item: 'a.com', ok: true },
            { item: 'b.com', ok: false, msg: '可用套餐不足' },
            { item: 'c.com', ok: false, msg: 'no answer' },
        ]);
        expect(await calls({ code: 1, data: { list: 'done' } }).bindPlans(1, 2, ['a.com'])).toEqual([{ item: 'a.com', ok: false, msg: 'no answer' }]);
        expect(unreadableSources()).toEqual(['app/dns/batch/bind/plan']);
    });
});
