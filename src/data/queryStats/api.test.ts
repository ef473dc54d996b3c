import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { queryStatCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const RANGE = { domain: 'a.com', startTime: 's', endTime: 'e' };
const calls = (answer: Parameters<typeof fakeHttp>[0]) => queryStatCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('query statistics read through their schemas', () => {
    it('the chart: a list that is a string reads as no points, a count below zero as 0, a time that is a number written out; reported', async () => {
        expect(await calls({ code: 1, data: { list: '12,3' } }).getQueryChart(RANGE)).toEqual([]);
        expect(await calls({ code: 1, data: { list: [{ time: 2024, count: -5 }, null] } }).getQueryChart(RANGE)).toEqual([{ time: '2024', count: 0 }]);
        expect(unreadableSources()).toEqual(['app/dns/user/chart/data']);
    });

    it('the origins: null data reads as none; a breakdown that is an object as none, a name that is a list dropped; reported', async () => {
        expect(await calls({ code: 1, data: null }).getOriginStats(RANGE)).toEqual({ isp: [], region: [], type: [] });
        expect(unreadableSources()).toEqual([]);
        const data = { isp: { 电信: 3 }, region: [{ name: ['华东'], count: '2' }], type: [{ name: 'A', count: 9 }] };
        expect(await calls({ code: 1, data }).getOriginStats(RANGE)).toEqual({
            isp: [],
            region: [{ name: '', count: 2 }],
            type: [{ name: 'A', count: 9 }],
        });
        expect(unreadableSources()).toEqual(['app/dns/user/chart/origin']);
    });
});
