import * as v from 'valibot';
import { list, num, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * Query analysis (docs/services-api.md "## Analysis"). The total volume reuses the known GET
 * app/dns/user/chart/data (data/queryStats: getQueryChart); the breakdowns are designed here. Times are
 * "YYYY-MM-DD HH:mm:ss"; an empty `domain` means every domain of the user.
 */

const ANALYSIS_PATHS = {
    query: 'app/dns/analysis/query',
    top: 'app/dns/analysis/top',
} as const;

export type AnalysisGroup = 'type' | 'domain';
export const TOP_KINDS = ['domain', 'subdomain', 'resolver', 'region', 'isp'] as const;
export type TopKind = (typeof TOP_KINDS)[number];

interface AnalysisRange {
    domain?: string;
    startTime: string;
    endTime: string;
}

export interface SeriesPoint {
    time: string;
    count: number;
}

export interface Series {
    name: string;
    points: SeriesPoint[];
}

interface TopRow {
    name: string;
    count: number;
}

/** Designed answer of the top call: the ranked rows and the total of the whole range (shares are of it). */
export interface TopAnswer {
    list: TopRow[];
    total: number;
}

// How the answers are read (dataProvider/answers.ts): a count below zero is none.
const count = v.pipe(
    num,
    v.transform(value => Math.max(0, value)),
);
const named = row({ name: text, count });

const series: RecordSchema<Series[]> = v.pipe(
    row({ series: list(row({ name: text, points: list(row({ time: text, count })) })) }),
    v.transform(data => data.series.map(({ name, points }) => ({ name, points: points.map(({ time, count }) => ({ time, count })) }))),
);

const top: RecordSchema<TopAnswer> = v.pipe(
    row({ list: list(named), total: count }),
    v.transform(data => {
        const rows = data.list.map(({ name, count }) => ({ name, count }));
        return { list: rows, total: data.total || rows.reduce((sum, row) => sum + row.count, 0) };
    }),
);

/** The request of a range: the domain trimmed and lower-cased, left out when "all". */
export const rangeParams = ({ domain, startTime, endTime }: AnalysisRange): Record<string, string> => {
    const name = domain?.trim().toLowerCase() ?? '';
    return { ...(name ? { domain: name } : {}), startTime, endTime };
};

export const readSeries = reader(series, ANALYSIS_PATHS.query);
export const readTop = reader(top, ANALYSIS_PATHS.top);

export const analysisCalls = (http: HttpClient) => ({
    /** Designed: GET app/dns/analysis/query ?domain=&startTime=&endTime=&groupBy=type|domain -> data {series: [{name, points: [{time, count}]}]}. */
    getAnalysisSeries: async (params: AnalysisRange & { groupBy: AnalysisGroup }): Promise<Series[]> =>
        readSeries((await http.get(ANALYSIS_PATHS.query, { ...rangeParams(params), groupBy: params.groupBy })).data),
    /** Designed: GET app/dns/analysis/top ?kind=&domain=&startTime=&endTime=&limit= -> data {list: [{name, count}], total}. */
    getAnalysisTop: async (params: AnalysisRange & { kind: TopKind; limit: number }): Promise<TopAnswer> =>
        readTop((await http.get(ANALYSIS_PATHS.top, { ...rangeParams(params), kind: params.kind, limit: params.limit })).data),
});
