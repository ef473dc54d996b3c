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

const count = (value: unknown): number => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : 0;
};

const rows = (value: unknown): Array<Record<string, unknown>> =>
    Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object') : [];

const named = (value: unknown): NamedCount[] => rows(value).map(row => ({ name: String(row.name ?? ''), count: count(row.count) }));

const query = ({ domain, startTime, endTime }: StatsQuery) => ({ domain: domain?.trim() ?? '', startTime, endTime });

export const queryStatCalls = (http: HttpClient) => ({
    getQueryChart: async (params: StatsQuery): Promise<QueryPoint[]> => {
        const data = (await http.get(QUERY_STAT_PATHS.chart, query(params))).data as { list?: unknown } | undefined;
        return rows(data?.list).map(row => ({ time: String(row.time ?? ''), count: count(row.count) }));
    },
    getOriginStats: async (params: StatsQuery): Promise<OriginStats> => {
        const data = ((await http.get(QUERY_STAT_PATHS.origin, query(params))).data ?? {}) as Record<string, unknown>;
        return { isp: named(data.isp), region: named(data.region), type: named(data.type) };
    },
});
