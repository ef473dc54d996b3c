import { isEmail } from '../../validation/contact';
import { isDomainName } from '../../validation/domain';
import { CDN_VARIABLE_LIMITS } from '../../data/cdnTools/limits';
import type { DemoCdnVariables } from '../admin/system';
import { int, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';
import { createRng, hashText } from '../prng';
import { daysBefore } from '../time';
import { rangeOf, seriesOf } from './adminOverview';

// ---- the CDN nodes' chart ---------------------------------------------------------------------------------

/** Requests per hour across the nodes, and bytes per request. */
const REQUEST_BASE = 420_000;
const BYTES_PER_REQUEST = 48_000;

const cdnChart = (range: ReturnType<typeof rangeOf>) => {
    const seconds = range === 'today' ? 3600 : 86_400;
    return seriesOf('cdn', REQUEST_BASE, range).map(point => ({
        time: point.time,
        requests: point.value,
        // average bits per second over the point's interval
        bandwidth: Math.round((point.value * BYTES_PER_REQUEST * 8) / seconds),
    }));
};

// ---- static variables -------------------------------------------------------------------------------------

const inRange = (input: Input, name: keyof typeof CDN_VARIABLE_LIMITS & keyof DemoCdnVariables, label: string): number => {
    const { min, max } = CDN_VARIABLE_LIMITS[name];
    const value = int(input[name], NaN);
    if (!Number.isInteger(value) || value < min || value > max) throw new DemoError(`${label}须为 ${min}-${max} 的整数`);
    return value;
};

/** The node secret is never sent back (the form shows it empty): an empty one keeps the current secret. */
const variablesOf = (input: Input, current: DemoCdnVariables): DemoCdnVariables => {
    const cnameSuffix = text(input.cnameSuffix).toLowerCase();
    if (!cnameSuffix) throw new DemoError('CNAME 后缀不能为空');
    if (!isDomainName(cnameSuffix)) throw new DemoError(`域名格式不正确：${cnameSuffix}`);
    const nodeSecret = text(input.nodeSecret) || current.nodeSecret;
    const { min, max } = CDN_VARIABLE_LIMITS.nodeSecret;
    if (nodeSecret.length < min || nodeSecret.length > max) throw new DemoError(`节点通信密钥长度须为 ${min}-${max} 位`);
    const acmeEmail = text(input.acmeEmail);
    if (!isEmail(acmeEmail)) throw new DemoError('证书申请邮箱格式错误');
    return {
        cnameSuffix,
        defaultCacheTtl: inRange(input, 'defaultCacheTtl', '默认缓存时间'),
        originTimeout: inRange(input, 'originTimeout', '回源超时'),
        maxBodySizeMb: inRange(input, 'maxBodySizeMb', '上传大小上限'),
        nodeSecret,
        acmeEmail,
    };
};

// ---- cache data (read-only, made from the db) -------------------------------------------------------------

interface CacheRow {
    id: number;
    key: string;
    type: 'string' | 'hash' | 'list' | 'set' | 'zset';
    ttl: number;
    value: string;
}

const cacheRows = (db: DemoDb): CacheRow[] => {
    const rows: Omit<CacheRow, 'id'>[] = [
        { key: 'cdn:conf:static', type: 'hash', ttl: -1, value: JSON.stringify({ ...db.system.cdnVariables, nodeSecret: '******' }) },
        { key: 'cdn:nodes:online', type: 'set', ttl: 60, value: JSON.stringify(['10.8.0.11', '10.8.0.12', '10.8.1.21', '10.8.2.31']) },
        { key: 'cdn:stat:requests:today', type: 'string', ttl: 86_400, value: String(seriesOf('cdn', REQUEST_BASE, 'today').reduce((s, p) => s + p.value, 0)) },
        { key: 'dns:version', type: 'string', ttl: -1, value: db.system.version.current },
        { key: 'dns:probe:queue', type: 'list', ttl: -1, value: JSON.stringify(['probe:101', 'probe:102', 'probe:117']) },
        { key: 'rank:domains:queries', type: 'zset', ttl: 3600, value: JSON.stringify(db.domains.slice(0, 5).map((d, i) => [d.domain, 98_000 - i * 12_345])) },
    ];
    for (const domain of db.domains.slice(0, 30)) {
        const records = db.records.filter(record => record.d === domain.id);
        rows.push({
            key: `dns:zone:${domain.domain}`,
            type: 'hash',
            ttl: 300 + (domain.id % 7) * 60,
            value: JSON.stringify({ id: domain.id, status: domain.status, records: records.length, serial: 2024_0000 + domain.id }),
        });
        rows.push({ key: `cdn:origin:${domain.domain}`, type: 'string', ttl: domain.id % 3 === 0 ? -1 : 1800, value: `http://origin.${domain.domain}:80` });
    }
    return rows.map((row, index) => ({ id: index + 1, ...row }));
};

/** A Redis-style glob: * any run, ? one character; everything else literal. */
export const globMatcher = (pattern: string): RegExp =>
    new RegExp(
        `^${pattern
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')
            .replace(/\?/g, '.')}$`,
    );

// ---- probe IPs (read-only, generated) ---------------------------------------------------------------------

const REGIONS = ['北京', '上海', '广东', '浙江', '江苏', '四川', '湖北', '山东', '陕西', '辽宁', '香港', '新加坡'];
const ISPS = ['电信', '联通', '移动', '教育网', 'BGP'];

interface ProbeRow {
    id: number;
    ip: string;
    region: string;
    isp: string;
    status: 0 | 1;
    latency: number;
    lastCheck: string;
}

const PROBE_COUNT = 46;

const probes = (now: Date): ProbeRow[] =>
    Array.from({ length: PROBE_COUNT }, (_, index) => {
        const rng = createRng(hashText(`probe:${index}`));
        const online = !rng.chance(0.12);
        return {
            id: 101 + index,
            ip: `${rng.pick([58, 61, 112, 120, 183, 202, 221])}.${rng.int(1, 254)}.${rng.int(0, 254)}.${rng.int(1, 254)}`,
            region: REGIONS[index % REGIONS.length],
            isp: ISPS[(index * 7) % ISPS.length],
            status: online ? 1 : 0,
            latency: online ? rng.int(3, 80) : 0,
            lastCheck: daysBefore(now, (online ? rng.int(5, 60) : rng.int(600, 7200)) / 86_400),
        };
    });

export const cdnToolRoutes = [
    route.adminGet('sys/cdnsys/auth/GetIndexChartData', ({ input }) => ok({ data: { list: cdnChart(rangeOf(input.range)) } })),

    route.adminGet('sys/common/enums', ({ db }) =>
        ok({ data: { staticVariables: { ...db.system.cdnVariables, nodeSecret: '' }, regions: REGIONS, isps: ISPS } }),
    ),

    route.adminPost('sys/cdnsys/auth/update/static/variable', ({ db, input }) => {
        db.system.cdnVariables = variablesOf(input, db.system.cdnVariables);
        return ok({ data: { ...db.system.cdnVariables, nodeSecret: '' } });
    }),

    route.adminPost('sys/cdnsys/admin/tool/redis/data', ({ db, input }) => {
        const pattern = text(input.pattern) || '*';
        if (pattern.length > 200) throw new DemoError('匹配模式过长');
        const matcher = globMatcher(pattern);
        const rows = cacheRows(db).filter(row => matcher.test(row.key));
        return ok({ page: paginate(rows, input, { sidx: 'key', order: 'asc', limit: 20 }) });
    }),

    route.adminPost('sys/monitor/poll/ip/list', ({ input }) => {
        const ip = text(input.ip);
        const isp = text(input.isp);
        const status = optionalInt(input.status);
        const rows = probes(new Date()).filter(
            row => (!ip || row.ip.includes(ip)) && (!isp || row.isp === isp) && (status === undefined || row.status === status),
        );
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'asc', limit: 20 }) });
    }),
];
