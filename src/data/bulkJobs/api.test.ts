import { afterEach, describe, expect, it } from 'vitest';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { bulkJobCalls, bulkJobsApi } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

afterEach(clearUnreadable);

describe('bulk job answers read through their schemas', () => {
    it('the log: a title that is a number written out, an unknown type and state kept as they came, rows without an id dropped; reported', async () => {
        const rows = [{ id: '4', type: 'zoneExport', title: 2026, total: '3', status: 7, finishTime: null }, { title: 'no id' }];
        const provider = createCrudProvider(fakeHttp({ code: 1, data: { list: rows, totalCount: 2 } }).http, { bulkJob: bulkJobsApi });
        const { data } = await provider.getList('bulkJob', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        expect(data).toEqual([
            { id: 4, type: 'zoneExport', title: '2026', total: 3, succeeded: 0, refused: 0, skipped: 0, status: 7, createTime: '', finishTime: '' },
        ]);
        expect(unreadableSources()).toEqual(['app/dns/batch/job/list']);
    });

    it('a start answered without a job id, or with one that is not a number, is an unreadable answer: no job to send the items in', async () => {
        const job = { type: 'domainsCreate' as const, title: 't', total: 1 };
        expect(await bulkJobCalls(fakeHttp({ code: 1, data: { jobId: '12' } }).http).startBulkJob(job)).toBe(12);
        await expect(bulkJobCalls(fakeHttp({ code: 1, data: null }).http).startBulkJob(job)).rejects.toThrow('http.badResponse');
        await expect(bulkJobCalls(fakeHttp({ code: 1, data: { jobId: 'x' } }).http).startBulkJob(job)).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/dns/batch/job/start']);
    });

    it('refusals: a list that is a string reads as none, a line that is not a number as 0; reported', async () => {
        expect(await bulkJobCalls(fakeHttp({ code: 1, data: { list: 'a.com' } }).http).getBulkJobRefusals(1)).toEqual([]);
        const list = [{ item: 5, line: 'ten', msg: null }, null];
        expect(await bulkJobCalls(fakeHttp({ code: 1, data: { list } }).http).getBulkJobRefusals(1)).toEqual([{ item: '5', line: 0, msg: '' }]);
        expect(unreadableSources()).toEqual(['app/dns/batch/job/refusals']);
    });
});
