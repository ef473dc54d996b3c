import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { overviewCalls } from './api';
import { queryStatCalls } from '../queryStats/api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const calls = (answer: Parameters<typeof fakeHttp>[0]) => {
    const fake = fakeHttp(answer);
    return { ...fake, api: overviewCalls(fake.http) };
};

describe('overview calls', () => {
    it('getOverview: GET app/dns/user/overview, numbers from data (numeric strings too, missing as 0)', async () => {
        const { api, last } = calls({ code: 1, data: { domainCount: '12', recordCount: 340, wrongNsCount: 3, pausedCount: 1 } });
        expect(await api.getOverview()).toEqual({ domainCount: 12, recordCount: 340, wrongNsCount: 3, pausedCount: 1, lockedCount: 0 });
        expect(last()).toMatchObject({ path: 'app/dns/user/overview', options: { method: 'GET' } });
    });

    it('getNotices: POST app/common/notice/list {page: 1, limit}, reads data.list', async () => {
        const notice = { id: 5, title: '系统维护公告', content: '<p>x</p>', createtime: '2024-01-02 03:04:05' };
        const { api, last } = calls({ code: 1, data: { list: [notice], totalCount: 9 } });
        expect(await api.getNotices(5)).toEqual([notice]);
        expect(last()).toMatchObject({ path: 'app/common/notice/list', options: { method: 'POST', body: { page: 1, limit: 5 } } });
    });

    it('getUpdateLog: GET app/common/web/update/log ?page=&limit=, reads the list and totalCount', async () => {
        const entry = { id: 1, version: 'v2.3.0', title: 'x', content: 'y', createTime: '2024-01-01 00:00:00' };
        const { api, last } = calls({ code: 1, data: { list: [entry], totalCount: 12 } });
        expect(await api.getUpdateLog(2, 5)).toEqual({ list: [entry], total: 12 });
        expect(last()).toMatchObject({ path: 'app/common/web/update/log', options: { method: 'GET', query: { page: 2, limit: 5 } } });
    });

    it('getUpdateLog: an answer without data is an empty page', async () => {
        const { api } = calls({ code: 1 });
        expect(await api.getUpdateLog(1, 5)).toEqual({ list: [], total: 0 });
    });
});

describe('overview calls read wrong-typed answers without passing a wrong type on', () => {
    afterEach(clearUnreadable);

    it('getUpdateLog: numbers where text goes are written out, objects dropped, rows without an id left out', async () => {
        const rows = [
            { id: 1, version: 230, title: 5, content: 12, createTime: 20240101 },
            { id: 2, version: 'v2', content: { html: '<p/>' } },
            'junk',
            { version: 'no id' },
        ];
        const { api } = calls({ code: 1, data: { list: rows, totalCount: 'many' } });
        expect(await api.getUpdateLog(1, 5)).toEqual({
            list: [
                { id: 1, version: '230', title: '5', content: '12', createTime: '20240101' },
                { id: 2, version: 'v2', content: undefined },
            ],
            total: 2,
        });
        expect(unreadableSources()).toEqual(['app/common/web/update/log']);
    });

    it('getUpdateLog and getNotices: a list that is a string is an empty page, reported', async () => {
        const { api } = calls({ code: 1, data: { list: 'v2.3.0', totalCount: 3 } });
        expect(await api.getUpdateLog(1, 5)).toEqual({ list: [], total: 3 });
        expect(await api.getNotices(5)).toEqual([]);
        expect(unreadableSources()).toEqual(['app/common/web/update/log', 'app/common/notice/list']);
    });

    it('getOverview: figures that are not numbers read as 0, reported', async () => {
        const { api } = calls({ code: 1, data: { domainCount: 'lots', recordCount: { n: 1 }, wrongNsCount: '2' } });
        expect(await api.getOverview()).toMatchObject({ domainCount: 0, recordCount: 0, wrongNsCount: 2 });
        expect(unreadableSources()).toEqual(['app/dns/user/overview']);
    });
});

describe('the dashboard chart (queryStats getQueryChart, the one chart call)', () => {
    it('GET app/dns/user/chart/data for every domain (domain empty), points as numbers', async () => {
        const fake = fakeHttp({
            code: 1,
            data: {
                list: [
                    { time: '2024-05-01 00:00:00', count: '12' },
                    { time: '2024-05-01 01:00:00', count: 3 },
                ],
            },
        });
        const bounds = { startTime: '2024-05-01 00:00:00', endTime: '2024-05-01 23:59:59' };
        expect(await queryStatCalls(fake.http).getQueryChart({ domain: '', ...bounds })).toEqual([
            { time: '2024-05-01 00:00:00', count: 12 },
            { time: '2024-05-01 01:00:00', count: 3 },
        ]);
        expect(fake.last()).toMatchObject({ path: 'app/dns/user/chart/data', options: { method: 'GET', query: { domain: '', ...bounds } } });
    });

    it('the overview calls no longer declare their own chart call', () => {
        expect('getUserChart' in overviewCalls(fakeHttp({ code: 1 }).http)).toBe(false);
    });
});
