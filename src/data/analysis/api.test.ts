import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { analysisCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const RANGE = { startTime: '2026-01-01 00:00:00', endTime: '2026-01-01 23:59:59' };
const calls = (answer: Parameters<typeof fakeHttp>[0]) => analysisCalls(fakeHttp(answer).http);

afterEach(clearUnreadable);

describe('the analysis answers read through their schemas', () => {
    it('series: a list that is a string reads as none, a name that is a number is written out, points that are not records dropped; reported', async () => {
        expect(await calls({ code: 1, data: { series: 'A,MX' } }).getAnalysisSeries({ ...RANGE, groupBy: 'type' })).toEqual([]);
        const data = { series: [{ name: 404, points: [{ time: 't', count: '3' }, 7, null] }] };
        expect(await calls({ code: 1, data }).getAnalysisSeries({ ...RANGE, groupBy: 'type' })).toEqual([{ name: '404', points: [{ time: 't', count: 3 }] }]);
        expect(unreadableSources()).toEqual(['app/dns/analysis/query']);
    });

    it('top rows: null data is an empty top, counts that are not numbers read as 0, a total that is one as the sum; reported', async () => {
        expect(await calls({ code: 1, data: null }).getAnalysisTop({ ...RANGE, kind: 'domain', limit: 10 })).toEqual({ list: [], total: 0 });
        const data = {
            list: [
                { name: 'a.com', count: 'many' },
                { name: 5, count: 2 },
            ],
            total: { n: 9 },
        };
        expect(await calls({ code: 1, data }).getAnalysisTop({ ...RANGE, kind: 'domain', limit: 10 })).toEqual({
            list: [
                { name: 'a.com', count: 0 },
                { name: '5', count: 2 },
            ],
            total: 2,
        });
        expect(unreadableSources()).toEqual(['app/dns/analysis/top']);
    });
});
