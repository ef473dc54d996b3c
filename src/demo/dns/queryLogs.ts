import type { DemoDb, DemoDomain, StoredRecord } from '../model';
import { createRng, hashText, type Rng } from '../prng';
import { formatDateTime } from '../time';
import { officialLine } from './lineTree';
import type { Range } from './traffic';
import { nameExists, recordsByZone, zoneNamesOf, type ZoneNames } from './zoneNames';

/**
 * Request and error logs made up from the zone's real records and the time range: the same call answers the
 * same rows. Entries are spread evenly over the past part of the range, newest first.
 */
const REQUESTS_PER_HOUR = 12;
const ERRORS_PER_HOUR = 1;
const MAX_ENTRIES = 5000;

/** [area, client address prefix, the line names that serve it, best first (默认 comes last)]. */
const CLIENTS: Array<[string, string, string[]]> = [
    ...(
        [
            ['北京', '电信', '106.37.'],
            ['上海', '联通', '58.247.'],
            ['广东', '电信', '183.14.'],
            ['浙江', '移动', '112.17.'],
            ['江苏', '电信', '180.110.'],
            ['四川', '联通', '119.6.'],
            ['湖北', '移动', '111.47.'],
            ['山东', '联通', '60.217.'],
            ['北京', '教育网', '166.111.'],
            ['广东', '移动', '120.229.'],
        ] as const
    ).map(([province, isp, prefix]): [string, string, string[]] => [`${province} ${isp}`, prefix, [`${isp}_${province}`, isp, province, '境内']]),
    ['香港', '203.198.', ['香港', '境内']],
    ['日本 东京', '126.24.', ['日本', '亚洲', '境外']],
    ['美国 加利福尼亚', '104.28.', ['美国', '北美洲', '境外']],
    ['新加坡', '116.14.', ['新加坡', '亚洲', '境外']],
    ['北京 百度蜘蛛', '220.181.', ['百度', '搜索引擎', '电信_北京', '电信']],
];

export interface LogQuery {
    domains: DemoDomain[];
    /** The zones' records, active and paused. */
    records: StoredRecord[];
    range: Range;
}

interface RequestLogRow {
    id: number;
    time: string;
    clientIp: string;
    area: string;
    query: string;
    type: string;
    line: string;
    answer: string;
    rcode: string;
}

interface ErrorLogRow {
    id: number;
    time: string;
    clientIp: string;
    area: string;
    query: string;
    type: string;
    rcode: string;
    reason: string;
}

const countIn = ({ start, end }: Range, perHour: number) => {
    const until = Math.min(end.getTime(), Date.now());
    const hours = Math.max(0, (until - start.getTime()) / 3_600_000);
    return Math.min(MAX_ENTRIES, Math.floor(hours * perHour));
};

const clientIp = (rng: Rng, prefix: string) => `${prefix}${rng.int(0, 255)}.${rng.int(1, 254)}`;

const timeOf = ({ start, end }: Range, index: number, total: number, rng: Rng) => {
    const until = Math.min(end.getTime(), Date.now());
    const step = (until - start.getTime()) / Math.max(1, total);
    return formatDateTime(new Date(Math.round(until - index * step - rng.next() * step * 0.9)));
};

const fqdn = (host: string, domain: string) => (host === '@' ? domain : `${host}.${domain}`);

const seedOf = (query: LogQuery, kind: string) =>
    hashText(`${kind}:${query.domains.map(domain => domain.id).join(',')}:${query.range.start.getTime()}:${query.range.end.getTime()}`);

/** The zone's answers by name and type: a query picks one, then the record on the line that serves the client. */
const answerSets = (records: StoredRecord[]): StoredRecord[][] => {
    const sets = new Map<string, StoredRecord[]>();
    for (const record of records) {
        const key = `${record.d}|${record.h}|${record.t}`;
        const set = sets.get(key);
        if (set) set.push(record);
        else sets.set(key, [record]);
    }
    return [...sets.values()];
};

const lineName = (db: DemoDb, id: number) => officialLine(id)?.name ?? db.customLines.find(custom => custom.id === id)?.name ?? '默认';

/** The request log of the range: its size and any row by index (newest first). */
export const requestLog = (db: DemoDb, query: LogQuery) => {
    const names = new Map(query.domains.map(domain => [domain.id, domain.domain]));
    const sets = answerSets(query.records.filter(record => record.s === 1 && names.has(record.d)));
    const total = sets.length ? countIn(query.range, REQUESTS_PER_HOUR) : 0;
    const base = seedOf(query, 'request');
    const row = (index: number): RequestLogRow => {
        const rng = createRng(base + index * 7919);
        const set = sets[rng.int(0, sets.length - 1)];
        const [area, prefix, served] = rng.pick(CLIENTS);
        // the most specific line that serves the client, else 默认, else whatever the name has
        const ranked = [...served, '默认'];
        let record = set[0];
        let rank = Infinity;
        for (const candidate of set) {
            const position = ranked.indexOf(lineName(db, candidate.l));
            if (position >= 0 && position < rank) [record, rank] = [candidate, position];
        }
        return {
            id: index + 1,
            time: timeOf(query.range, index, total, rng),
            clientIp: clientIp(rng, prefix),
            area,
            query: fqdn(record.h, names.get(record.d) ?? ''),
            type: record.t,
            line: lineName(db, record.l),
            answer: record.v,
            rcode: 'NOERROR',
        };
    };
    return { total, row };
};

/** Why a query failed, each a property of the name asked for: a name keeps the one kind in every row. */
const FAILURES = {
    /** The name does not exist in the zone. */
    missing: ['NXDOMAIN', '主机记录不存在'],
    /** The name exists but every record of it is paused. */
    paused: ['SERVFAIL', '解析记录已暂停'],
    /** The name exists and is answered, but not for the type asked (never for an alias: a CNAME answers any type). */
    nodata: ['NOERROR', '该类型下无记录（NODATA）'],
    /** The name is answered, but the clients asking for it are not allowed to. */
    refused: ['REFUSED', '请求来源受限，已拒绝'],
} as const;
const QUERY_TYPES = ['A', 'AAAA', 'MX', 'TXT', 'SRV', 'HTTPS'];
/** Names clients often ask for that zones rarely have: they fail as NXDOMAIN wherever the zone lacks them. */
const MISSING_HOSTS = ['wpad', 'old', 'autodiscover', 'ftp', 'test2', 'beta', '_sip._tls', 'owa', 'webmail', 'cpanel'];
/** How many answered names of a zone fail now and then (NODATA or REFUSED). */
const FAILING_ANSWERED = 3;

interface FailingName {
    host: string;
    failure: keyof typeof FAILURES;
    /** The types it is asked for. */
    types: readonly string[];
}

/** The names of a zone that show in its error log, each with the one way it fails. */
export const failingNames = (domain: string, names: ZoneNames): { missing: FailingName[]; existing: FailingName[] } => {
    const missing = MISSING_HOSTS.filter(host => !nameExists(names, host)).map((host): FailingName => ({ host, failure: 'missing', types: QUERY_TYPES }));
    const paused = [...names.paused].map(([host, types]): FailingName => ({ host, failure: 'paused', types: [...types] }));
    const answered = [...names.answered]
        .sort(([a], [b]) => hashText(`fail:${domain}:${a}`) - hashText(`fail:${domain}:${b}`))
        .slice(0, FAILING_ANSWERED)
        .map(([host, types]): FailingName => {
            const lacking = QUERY_TYPES.filter(type => !types.has(type));
            return types.has('CNAME') || !lacking.length ? { host, failure: 'refused', types: [...types] } : { host, failure: 'nodata', types: lacking };
        });
    return { missing, existing: [...paused, ...answered] };
};

/** The error log of the range: its size and any row by index (newest first). Zones without records are not queried. */
export const errorLog = (query: LogQuery) => {
    const byZone = recordsByZone(
        query.records,
        query.domains.map(domain => domain.id),
    );
    const zones = query.domains.filter(domain => byZone.get(domain.id)?.length);
    const total = zones.length ? countIn(query.range, ERRORS_PER_HOUR) : 0;
    const base = seedOf(query, 'error');
    const failing = new Map<number, ReturnType<typeof failingNames>>();
    const failingOf = (domain: DemoDomain) => {
        let found = failing.get(domain.id);
        if (!found) failing.set(domain.id, (found = failingNames(domain.domain, zoneNamesOf(byZone.get(domain.id)!))));
        return found;
    };
    const row = (index: number): ErrorLogRow => {
        const rng = createRng(base + index * 104729);
        const domain = zones[rng.int(0, zones.length - 1)];
        const { missing, existing } = failingOf(domain);
        // about half the failures are names the zone lacks (a zone with a wildcard lacks none); a zone with records
        // always has an existing name that fails
        const name = rng.pick(!missing.length || rng.chance(0.5) ? existing : missing);
        const [rcode, reason] = FAILURES[name.failure];
        const [area, prefix] = rng.pick(CLIENTS);
        return {
            id: index + 1,
            time: timeOf(query.range, index, total, rng),
            clientIp: clientIp(rng, prefix),
            area,
            query: fqdn(name.host, domain.domain),
            type: rng.pick(name.types),
            rcode,
            reason,
        };
    };
    return { total, row };
};
