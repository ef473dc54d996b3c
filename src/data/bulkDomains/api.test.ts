import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { bulkDomainCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => bulkDomainCalls(fakeHttp(answer).http);
const DOMAINS = ['a.com', 'b.com'];

afterEach(clearUnreadable);

describe('bulk domain answers read through their schema', () => {
    it('a chunk answered with a list that is a string: every domain without an answer, reported', async () => {
        expect(await calls({ code: 1, data: { list: 'done' } }).addBulkDomains({ jobId: 1, domains: DOMAINS })).toEqual([
            { item: 'a.com', ok: false, msg: 'bulkJobs.report.noAnswer' },
            { item: 'b.com', ok: false, msg: 'bulkJobs.report.noAnswer' },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/batch/add/domain']);
    });

    it('null data is no answer; an item that is not a record dropped, a reason that is a number written out, an id that is not one left out', async () => {
        expect(await calls({ code: 1, data: null }).verifyRetrieve({ jobId: 1, domains: ['a.com'] })).toEqual([
            { item: 'a.com', ok: false, msg: 'bulkJobs.report.noAnswer' },
        ]);
        const list = [{ item: 'A.com', code: 1, id: 'x' }, 'b.com', { item: 'b.com', code: 500, msg: 404 }];
        expect(await calls({ code: 1, data: { list } }).addBulkDomains({ jobId: 1, domains: DOMAINS })).toEqual([
            { item: 'A.com', ok: true },
            { item: 'b.com', ok: false, msg: '404' },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/batch/add/domain']);
    });

    it('retrieve challenges: a TXT value that is an object reads as empty, reported', async () => {
        const list = [
            { item: 'a.com', code: 1, host: '_verify', value: { v: 1 } },
            { item: 'b.com', code: 500, msg: null },
        ];
        expect(await calls({ code: 1, data: { list } }).getRetrieveChallenges(DOMAINS)).toEqual([
            { domain: 'a.com', host: '_verify', value: '' },
            { domain: 'b.com', refusal: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/batch/retrieve/domain']);
    });
});
