import { defineApi, pagingParams, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { num, object, pageOf, text } from '../adminOverview/read';
import type { ChartRange } from '../adminOverview/api';

/** One point of the CDN nodes' chart: bandwidth in bits per second, requests per interval. */
interface CdnChartPoint {
    time: string;
    bandwidth: number;
    requests: number;
}

/** The CDN build's static variables. */
export interface CdnVariables {
    cnameSuffix: string;
    defaultCacheTtl: number;
    originTimeout: number;
    maxBodySizeMb: number;
    nodeSecret: string;
    acmeEmail: string;
    [key: string]: unknown;
}

/** Enumerations the CDN tools use (GET sys/common/enums). */
interface CdnEnums {
    staticVariables: CdnVariables;
    regions: string[];
    isps: string[];
}

type CacheType = 'string' | 'hash' | 'list' | 'set' | 'zset';

/** A cache entry: its value as the server renders it (text), TTL in seconds (-1 never expires); id = key. */
export interface CacheEntry {
    id: string;
    key: string;
    type: CacheType;
    ttl: number;
    value: string;
}

/** 1 online, 0 offline. */
export interface ProbeIp {
    id: number;
    ip: string;
    region: string;
    isp: string;
    status: 0 | 1;
    /** Milliseconds; 0 when offline. */
    latency: number;
    lastCheck: string;
}

const CACHE_TYPES: readonly CacheType[] = ['string', 'hash', 'list', 'set', 'zset'];

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

const readVariables = (value: unknown): CdnVariables => {
    const v = object(value);
    return {
        cnameSuffix: text(v.cnameSuffix),
        defaultCacheTtl: num(v.defaultCacheTtl),
        originTimeout: num(v.originTimeout),
        maxBodySizeMb: num(v.maxBodySizeMb),
        nodeSecret: text(v.nodeSecret),
        acmeEmail: text(v.acmeEmail),
    };
};

export const readCacheEntry = (row: Record<string, unknown>): CacheEntry => ({
    id: text(row.key),
    key: text(row.key),
    type: CACHE_TYPES.includes(row.type as CacheType) ? (row.type as CacheType) : 'string',
    ttl: Math.trunc(num(row.ttl ?? -1)),
    value: typeof row.value === 'string' ? row.value : JSON.stringify(row.value ?? ''),
});

export const readProbe = (row: Record<string, unknown>): ProbeIp => ({
    id: num(row.id),
    ip: text(row.ip),
    region: text(row.region),
    isp: text(row.isp),
    status: num(row.status) === 1 ? 1 : 0,
    latency: num(row.latency),
    lastCheck: text(row.lastCheck),
});

/** A list answer (page.list + page.totalCount) as react-admin reads it. */
const listOf =
    <R>(read: (row: Record<string, unknown>) => R) =>
    (json: Record<string, unknown>): { data: R[]; total: number } => {
        const { list, total } = pageOf(json, read);
        return { data: list, total };
    };

/** Only the named filters, trimmed and blank ones left out (SPEC section 5); no sort: the server keeps its order. */
const listBody = (p: ListRequest, filters: readonly string[]) =>
    pagingParams({ page: p.page, perPage: p.perPage, filter: Object.fromEntries(filters.map(name => [name, p.filter[name]])) });

/** known path, designed body {ip, isp, status (1 online, 0 offline), page, limit}; answers page.list [{id, ip, region, isp, status, latency, lastCheck}] + page.totalCount. */
export const probeIpsApi = defineApi<ProbeIp>({
    list: { path: 'sys/monitor/poll/ip/list', params: p => listBody(p, ['ip', 'isp', 'status']), result: listOf(readProbe) },
});

/** known path, designed body {pattern (glob, * any; blank = *), page, limit}; answers page.list [{key, type, ttl, value}] + page.totalCount. */
export const cacheEntriesApi = defineApi<CacheEntry>({
    list: {
        path: 'sys/cdnsys/admin/tool/redis/data',
        params: p => ({ ...listBody(p, []), pattern: String(p.filter.pattern ?? '').trim() || '*' }),
        result: listOf(readCacheEntry),
    },
});

/** The CDN build's tools, spread into the admin dataProvider. */
export const cdnToolCalls = (http: HttpClient) => ({
    /** known path, designed query ?range=today|7d|30d and answer data {list [{time, bandwidth (bps), requests}]}. */
    getCdnChart: async (range: ChartRange): Promise<CdnChartPoint[]> => {
        const list = object((await http.get('sys/cdnsys/auth/GetIndexChartData', { range })).data).list;
        return Array.isArray(list) ? list.map(object).map(p => ({ time: text(p.time), bandwidth: num(p.bandwidth), requests: num(p.requests) })) : [];
    },
    /** known path, designed answer: data {staticVariables {...current values, nodeSecret always ''}, regions [], isps []}. */
    getCdnEnums: async (): Promise<CdnEnums> => {
        const data = object((await http.get('sys/common/enums')).data);
        return { staticVariables: readVariables(data.staticVariables), regions: strings(data.regions), isps: strings(data.isps) };
    },
    /** known path, designed body: the variables as JSON (an empty nodeSecret keeps the current one); answers data (the saved values, secret blank). */
    saveCdnVariables: async (values: CdnVariables): Promise<void> => {
        await http.post('sys/cdnsys/auth/update/static/variable', { ...readVariables(values) });
    },
});
