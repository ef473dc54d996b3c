import { IDLE_UPDATE, UPDATE_STEPS, type DemoSystemState, type UpdateStep } from '../admin/system';
import { text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { createRng, hashText } from '../prng';
import { formatDateTime } from '../time';

// ---- live-looking series, deterministic per day -----------------------------------------------------------

const SERIES_RANGES = ['today', '7d', '30d'] as const;
type SeriesRange = (typeof SERIES_RANGES)[number];

const DAY_MS = 86_400_000;
const dayText = (date: Date) => formatDateTime(date).slice(0, 10);
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Daily rhythm: quiet before dawn, busiest in the evening (a factor around 1). */
const hourFactor = (hour: number) => 1 + 0.55 * Math.sin(((hour - 10) / 24) * 2 * Math.PI) + (hour >= 19 && hour <= 22 ? 0.25 : 0);

/** The value of one hour of a series: the same for the same name, day and hour. */
const hourValue = (name: string, base: number, day: Date, hour: number): number => {
    const rng = createRng(hashText(`${name}:${dayText(day)}:${hour}`));
    return Math.round(base * hourFactor(hour) * (0.85 + rng.next() * 0.3));
};

const dayValue = (name: string, base: number, day: Date) => {
    let sum = 0;
    for (let hour = 0; hour < 24; hour++) sum += hourValue(name, base, day, hour);
    return sum;
};

/**
 * A series over a range ending now: hourly points of today up to the current hour, or one point per day for
 * the last 7 / 30 days (today's point counts the hours so far). `base` is an average hour.
 */
export const seriesOf = (name: string, base: number, range: SeriesRange, now: Date = new Date()): { time: string; value: number }[] => {
    const today = startOfDay(now);
    if (range === 'today') {
        return Array.from({ length: now.getHours() + 1 }, (_, hour) => ({
            time: `${dayText(today)} ${String(hour).padStart(2, '0')}:00`,
            value: hourValue(name, base, today, hour),
        }));
    }
    const days = range === '7d' ? 7 : 30;
    return Array.from({ length: days }, (_, index) => {
        const day = new Date(today.getTime() - (days - 1 - index) * DAY_MS);
        const value = index === days - 1 ? seriesOf(name, base, 'today', now).reduce((sum, point) => sum + point.value, 0) : dayValue(name, base, day);
        return { time: dayText(day), value };
    });
};

export const rangeOf = (value: unknown): SeriesRange => {
    const range = text(value) || 'today';
    if (!SERIES_RANGES.includes(range as SeriesRange)) throw new DemoError('range 参数不正确');
    return range as SeriesRange;
};

/** Average DNS queries per hour, and bytes per query (answer plus request). */
const QUERY_BASE = 86_000;
const BYTES_PER_QUERY = 310;

// ---- figures ----------------------------------------------------------------------------------------------

const isToday = (time: string, now: Date) => time.startsWith(dayText(now));

const figures = (db: DemoDb, now: Date) => {
    const paid = db.consumes.filter(consume => !consume.free);
    const today = paid.filter(consume => isToday(consume.effectStartTime, now));
    return {
        userCount: db.users.length,
        userToday: db.users.filter(user => isToday(user.createTime, now)).length,
        domainCount: db.domains.length,
        recordCount: db.records.length,
        queryToday: seriesOf('query', QUERY_BASE, 'today', now).reduce((sum, point) => sum + point.value, 0),
        orderCount: paid.length,
        orderToday: today.length,
        incomeTotal: paid.reduce((sum, consume) => sum + consume.productUnitPrice, 0),
        incomeToday: today.reduce((sum, consume) => sum + consume.productUnitPrice, 0),
    };
};

const SERVICES = ['authoritative', 'recursive', 'httpdns', 'scheduler', 'database'] as const;

const systemInfo = (system: DemoSystemState, now: Date) => {
    const started = new Date(system.startedAt.replace(' ', 'T'));
    return {
        version: system.version.current,
        startTime: system.startedAt,
        uptime: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
        nodesOnline: system.nodes.online,
        nodesTotal: system.nodes.total,
        // a node down: the scheduler works with fewer nodes
        services: SERVICES.map(name => ({ name, status: name === 'scheduler' && system.nodes.online < system.nodes.total ? 'degraded' : 'running' })),
    };
};

// ---- the version update -----------------------------------------------------------------------------------

const FAILURES: Record<UpdateStep, string> = {
    download: '下载更新包失败：连接更新服务器超时',
    verify: '更新包校验失败：签名不匹配',
    install: '安装失败：磁盘空间不足',
    restart: '服务重启失败：端口 53 被占用',
};

/**
 * One status call's worth of progress: the current step completes (+25 %) or, when the test hook names it,
 * fails (once: the hook is cleared, so a retry succeeds). The last step done makes the new version current.
 */
const advanceUpdate = (system: DemoSystemState): void => {
    const update = system.update;
    if (update.state !== 'running' || !update.step) return;
    if (system.failUpdateAt === update.step) {
        system.failUpdateAt = '';
        Object.assign(update, { state: 'failed', message: FAILURES[update.step] });
        return;
    }
    const index = UPDATE_STEPS.indexOf(update.step);
    update.progress = Math.min(100, (index + 1) * 25);
    if (index === UPDATE_STEPS.length - 1) {
        Object.assign(update, { state: 'done', step: '' });
        system.version.current = update.toVersion;
        system.startedAt = formatDateTime(new Date());
        return;
    }
    update.step = UPDATE_STEPS[index + 1];
};

// ---- the licence ------------------------------------------------------------------------------------------

const FEATURES = ['authoritative', 'recursive', 'httpdns', 'dispatch', 'monitor', 'cdn', 'ssl'] as const;

const licenseInfo = (db: DemoDb) => {
    const { license, nodes } = db.system;
    return {
        licensee: license.licensee,
        edition: license.edition,
        serial: license.serial,
        issuedAt: license.issuedAt,
        expiresAt: license.expiresAt,
        limits: license.limits,
        usage: { domains: db.domains.length, users: db.users.length, nodes: nodes.total },
        features: FEATURES.map(key => ({ key, enabled: license.features.includes(key) ? 1 : 0 })),
    };
};

export const adminOverviewRoutes = [
    route.adminGet('sys_common/index', ({ db }) => ok({ data: figures(db, new Date()) })),

    route.adminGet('sys/common/index', ({ db }) => ok({ data: systemInfo(db.system, new Date()) })),

    route.adminGet('sys/dns/GetIndexChartData', ({ input }) => {
        const type = text(input.type) || 'query';
        if (type !== 'query' && type !== 'traffic') throw new DemoError('type 参数不正确');
        const points = seriesOf('query', QUERY_BASE, rangeOf(input.range));
        return ok({ data: { list: type === 'query' ? points : points.map(point => ({ ...point, value: point.value * BYTES_PER_QUERY })) } });
    }),

    route.adminGet('sys/dns/GetVersionData', ({ db }) => {
        const { current, latest, releaseDate, notes } = db.system.version;
        return ok({ data: { currentVersion: current, latestVersion: latest, releaseDate, releaseNotes: notes } });
    }),

    route.adminGet('sys/dns/version/update', ({ db }) => {
        const { version, update } = db.system;
        if (update.state === 'running') throw new DemoError('系统正在更新，请稍候');
        if (version.current === version.latest) throw new DemoError('当前已是最新版本');
        db.system.update = { ...IDLE_UPDATE, state: 'running', step: 'download', fromVersion: version.current, toVersion: version.latest };
        return ok();
    }),

    route.adminGet('sys/dns/GetUpdateStatus', ({ db }) => {
        advanceUpdate(db.system);
        return ok({ data: db.system.update });
    }),

    route.adminGet('sys/license/info', ({ db }) => ok({ data: licenseInfo(db) })),
];
