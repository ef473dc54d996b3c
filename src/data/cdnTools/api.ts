import * as v from 'valibot';
import { list, nested, num, numberId, oneOf, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, pagingParams, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
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

const PATHS = {
    probes: 'sys/monitor/poll/ip/list',
    cache: 'sys/cdnsys/admin/tool/redis/data',
    chart: 'sys/cdnsys/auth/GetIndexChartData',
    enums: 'sys/common/enums',
    saveVariables: 'sys/cdnsys/auth/update/static/variable',
} as const;

// How the answers are read (dataProvider/answers.ts).
const variables = { cnameSuffix: text, defaultCacheTtl: num, originTimeout: num, maxBodySizeMb: num, nodeSecret: text, acmeEmail: text };

const enums: RecordSchema<CdnEnums> = v.pipe(
    row({ staticVariables: nested(variables), regions: list(text), isps: list(text) }),
    v.transform(({ staticVariables, regions, isps }) => ({ staticVariables, regions: regions.filter(Boolean), isps: isps.filter(Boolean) })),
);

/** The value as the server renders it: text as it is, anything else as its JSON; a key that is its id; no TTL is -1 (never expires). */
const cacheEntryRecord: RecordSchema<CacheEntry> = v.pipe(
    row({ key: v.pipe(text, v.nonEmpty()), type: oneOf(CACHE_TYPES, 'string'), ttl: v.optional(num, -1), value: v.optional(v.unknown()) }),
    v.transform(({ key, type, ttl, value }) => ({
        id: key,
        key,
        type,
        ttl: Math.trunc(ttl),
        value: typeof value === 'string' ? value : JSON.stringify(value ?? ''),
    })),
);

const probeRecord: RecordSchema<ProbeIp> = v.pipe(
    row({ id: numberId, ip: text, region: text, isp: text, status: num, latency: num, lastCheck: text }),
    v.transform(probe => ({ ...probe, status: probe.status === 1 ? (1 as const) : (0 as const) })),
);

const chart: RecordSchema<CdnChartPoint[]> = v.pipe(
    row({ list: list(row({ time: text, bandwidth: num, requests: num })) }),
    v.transform(data => data.list.map(({ time, bandwidth, requests }) => ({ time, bandwidth, requests }))),
);

// exported for the tests
export const readCacheEntry = (row: unknown): CacheEntry => readAnswer(cacheEntryRecord, row, PATHS.cache);
export const readProbe = (row: unknown): ProbeIp => readAnswer(probeRecord, row, PATHS.probes);
const readChart = reader(chart, PATHS.chart);
const readEnums = reader(enums, PATHS.enums);

/** What the save sends: the variables, numbers as numbers, nothing else the form holds. */
const variablesBody = ({ cnameSuffix, defaultCacheTtl, originTimeout, maxBodySizeMb, nodeSecret, acmeEmail }: CdnVariables) => ({
    cnameSuffix,
    defaultCacheTtl: Number(defaultCacheTtl) || 0,
    originTimeout: Number(originTimeout) || 0,
    maxBodySizeMb: Number(maxBodySizeMb) || 0,
    nodeSecret,
    acmeEmail,
});

/** Only the named filters, trimmed and blank ones left out (SPEC section 5); no sort: the server keeps its order. */
const listBody = (p: ListRequest, filters: readonly string[]) =>
    pagingParams({ page: p.page, perPage: p.perPage, filter: Object.fromEntries(filters.map(name => [name, p.filter[name]])) });

/** known path, designed body {ip, isp, status (1 online, 0 offline), page, limit}; answers page.list [{id, ip, region, isp, status, latency, lastCheck}] + page.totalCount. */
export const probeIpsApi = defineApi<ProbeIp>({
    record: probeRecord,
    list: { path: PATHS.probes, params: p => listBody(p, ['ip', 'isp', 'status']) },
});

/** known path, designed body {pattern (glob, * any; blank = *), page, limit}; answers page.list [{key, type, ttl, value}] + page.totalCount. */
export const cacheEntriesApi = defineApi<CacheEntry>({
    record: cacheEntryRecord,
    list: { path: PATHS.cache, params: p => ({ ...listBody(p, []), pattern: String(p.filter.pattern ?? '').trim() || '*' }) },
});

/** The CDN build's tools, spread into the admin dataProvider. */
export const cdnToolCalls = (http: HttpClient) => ({
    /** known path, designed query ?range=today|7d|30d and answer data {list [{time, bandwidth (bps), requests}]}. */
    getCdnChart: async (range: ChartRange): Promise<CdnChartPoint[]> => readChart((await http.get(PATHS.chart, { range })).data),
    /** known path, designed answer: data {staticVariables {...current values, nodeSecret always ''}, regions [], isps []}. */
    getCdnEnums: async (): Promise<CdnEnums> => readEnums((await http.get(PATHS.enums)).data),
    /** known path, designed body: the variables as JSON (an empty nodeSecret keeps the current one); answers data (the saved values, secret blank). */
    saveCdnVariables: async (values: CdnVariables): Promise<void> => {
        await http.post(PATHS.saveVariables, variablesBody(values));
    },
});
