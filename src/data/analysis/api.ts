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

const objectOf = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const count = (value: unknown) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : 0;
};
const named = (value: unknown) => {
    const row = objectOf(value);
    return { name: String(row.name ?? ''), count: count(row.count) };
};

/** The request of a range: the domain trimmed and lower-cased, left out when "all". */
export const rangeParams = ({ domain, startTime, endTime }: AnalysisRange): Record<string, string> => {
    const name = domain?.trim().toLowerCase() ?? '';
    return { ...(name ? { domain: name } : {}), startTime, endTime };
};

export const readSeries = (value: unknown): Series[] =>
    listOf(objectOf(value).series).map(item => {
        const row = objectOf(item);
        return {
            name: String(row.name ?? ''),
            points: listOf(row.points).map(point => ({ time: String(objectOf(point).time ?? ''), count: count(objectOf(point).count) })),
        };
    });

export const readTop = (value: unknown): TopAnswer => {
    const data = objectOf(value);
    const list = listOf(data.list).map(named);
    return { list, total: count(data.total) || list.reduce((sum, row) => sum + row.count, 0) };
};

export const analysisCalls = (http: HttpClient) => ({
    /** Designed: GET app/dns/analysis/query ?domain=&startTime=&endTime=&groupBy=type|domain -> data {series: [{name, points: [{time, count}]}]}. */
    getAnalysisSeries: async (params: AnalysisRange & { groupBy: AnalysisGroup }): Promise<Series[]> =>
        readSeries((await http.get(ANALYSIS_PATHS.query, { ...rangeParams(params), groupBy: params.groupBy })).data),
    /** Designed: GET app/dns/analysis/top ?kind=&domain=&startTime=&endTime=&limit= -> data {list: [{name, count}], total}. */
    getAnalysisTop: async (params: AnalysisRange & { kind: TopKind; limit: number }): Promise<TopAnswer> =>
        readTop((await http.get(ANALYSIS_PATHS.top, { ...rangeParams(params), kind: params.kind, limit: params.limit })).data),
});
