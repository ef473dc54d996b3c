import * as v from 'valibot';
import { list, num, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * Query statistics (docs/dns-api.md): the query volume over time and where queries come from. Times are
 * "YYYY-MM-DD HH:mm:ss"; an empty `domain` means every domain of the user (the dashboard's chart).
 * The dashboard reuses getQueryChart.
 */
interface StatsQuery {
    domain?: string;
    startTime: string;
    endTime: string;
}

/** One point of the chart: hourly for ranges up to 2 days, daily beyond. */
export interface QueryPoint {
    time: string;
    count: number;
}

export interface NamedCount {
    name: string;
    count: number;
}

export interface OriginStats {
    isp: NamedCount[];
    region: NamedCount[];
    type: NamedCount[];
}

const QUERY_STAT_PATHS = {
    chart: 'app/dns/user/chart/data',
    origin: 'app/dns/user/chart/origin',
} as const;

// How the answers are read (dataProvider/answers.ts): a count below zero is none.
const count = v.pipe(
    num,
    v.transform(value => Math.max(0, value)),
);
const named = v.pipe(
    row({ name: text, count }),
    v.transform(({ name, count }) => ({ name, count })),
);

const chart: RecordSchema<QueryPoint[]> = v.pipe(
    row({ list: list(row({ time: text, count })) }),
    v.transform(data => data.list.map(({ time, count }) => ({ time, count }))),
);

const origin: RecordSchema<OriginStats> = v.pipe(
    row({ isp: list(named), region: list(named), type: list(named) }),
    v.transform(({ isp, region, type }) => ({ isp, region, type })),
);

const query = ({ domain, startTime, endTime }: StatsQuery) => ({ domain: domain?.trim() ?? '', startTime, endTime });

export const queryStatCalls = (http: HttpClient) => ({
    getQueryChart: async (params: StatsQuery): Promise<QueryPoint[]> =>
        reader(chart, QUERY_STAT_PATHS.chart)((await http.get(QUERY_STAT_PATHS.chart, query(params))).data),
    getOriginStats: async (params: StatsQuery): Promise<OriginStats> =>
        reader(origin, QUERY_STAT_PATHS.origin)((await http.get(QUERY_STAT_PATHS.origin, query(params))).data),
});
