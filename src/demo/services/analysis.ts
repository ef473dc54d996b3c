import { domainsOf, ownDomain } from '../dns/access';
import { chartPoints, rangeOf, zoneBaseOf, type Point, type Range } from '../dns/traffic';
import { recordsByZone, zoneNamesOf } from '../dns/zoneNames';
import { text } from '../fields';
import type { AuthedContext } from '../http';
import type { DemoDomain, StoredRecord } from '../model';
import { createRng, hashText } from '../prng';

/**
 * The demo's query analysis, made from the same traffic as the known chart call (dns/traffic.ts): the total of a
 * range is that chart's, and every breakdown (by type, by domain, top lists, origins) splits it exactly, so the
 * figures of all charts agree.
 */

/** Splits `total` by weights into integers that add up to it exactly (largest remainders). */
export const splitCount = (total: number, weights: readonly number[]): number[] => {
    const sum = weights.reduce((acc, weight) => acc + weight, 0);
    if (!sum || total <= 0) return weights.map(() => 0);
    const shares = weights.map(weight => (total * weight) / sum);
    const counts = shares.map(Math.floor);
    let left = total - counts.reduce((acc, count) => acc + count, 0);
    const order = shares.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
    for (const { index } of order) {
        if (left <= 0) break;
        counts[index] += 1;
        left -= 1;
    }
    return counts;
};

/** Weights with a little noise per key (the same key always gives the same noise). */
const noisy = (key: string, weights: readonly number[]) => {
    const rng = createRng(hashText(key));
    return weights.map(weight => weight * (0.8 + rng.next() * 0.4));
};

interface Scope {
    /** The chart key of the known call: the domain, or the whole account. */
    key: string;
    zones: DemoDomain[];
    range: Range;
}

/** What an analysis call is about: one of the user's domains (refused when not theirs) or all, over the range. */
export const scopeOf = (context: AuthedContext): Scope => {
    const domain = text(context.input.domain).toLowerCase();
    const zones = domain ? [ownDomain(context, { domain }, [])] : domainsOf(context.db, context.session.userId);
    return { key: domain || `user:${context.session.userId}`, zones, range: rangeOf(text(context.input.startTime), text(context.input.endTime)) };
};

/** The total volume: exactly the points of app/dns/user/chart/data for the same domain and range. */
export const totalPoints = ({ key, zones, range }: Scope): Point[] =>
    chartPoints(
        key,
        zones.reduce((sum, zone) => sum + zoneBaseOf(zone), 0),
        range,
    );

interface NamedSeries {
    name: string;
    points: Point[];
}

/** Each point of the total split by weights (noise per point): series that add up to the total, point by point. */
export const splitSeries = (key: string, points: readonly Point[], names: readonly string[], weights: readonly number[]): NamedSeries[] => {
    const split = points.map(point => splitCount(point.count, noisy(`${key}@${point.time}`, weights)));
    return names.map((name, index) => ({ name, points: points.map((point, at) => ({ time: point.time, count: split[at][index] })) }));
};

export const sumOf = (points: readonly Point[]) => points.reduce((sum, point) => sum + point.count, 0);

/** The domains' series (the scope's zones weighted by their size), largest first, at most `limit` then "others". */
export const domainSeries = (scope: Scope, points: readonly Point[]): NamedSeries[] => {
    const series = splitSeries(
        `${scope.key}:domain`,
        points,
        scope.zones.map(zone => zone.domain),
        scope.zones.map(zoneBaseOf),
    );
    return series.sort((a, b) => sumOf(b.points) - sumOf(a.points));
};

/** The names most queried when a zone has them, busiest first; its other names follow in an order of their own. */
const BUSY_HOSTS = ['www', '@', 'api', 'm', 'img', 'cdn', 'mail', 'app', 'static', 'video'];
/** How many names of each zone share its queries. */
const HOSTS_PER_ZONE = 10;

/**
 * The names of a zone that are queried, busiest first: the apex (always there: SOA and NS) and hosts with an
 * active record. Names the zone lacks or has paused fail, and show in the error log instead.
 */
export const queriedHosts = (domain: string, records: readonly StoredRecord[]): string[] => {
    const rank = (host: string) => {
        const busy = BUSY_HOSTS.indexOf(host);
        return busy >= 0 ? busy - BUSY_HOSTS.length : hashText(`host:${domain}:${host}`);
    };
    const hosts = new Set(['@', ...zoneNamesOf(records).answered.keys()].filter(host => !host.startsWith('*')));
    return [...hosts].sort((a, b) => rank(a) - rank(b)).slice(0, HOSTS_PER_ZONE);
};

/** The names queried under the scope's zones, with their counts (each zone's total split over its queried hosts). */
export const subdomainCounts = (scope: Scope, points: readonly Point[], records: readonly StoredRecord[]): Array<{ name: string; count: number }> => {
    const byZone = recordsByZone(
        records,
        scope.zones.map(zone => zone.id),
    );
    const zoneOf = new Map(scope.zones.map(zone => [zone.domain, zone]));
    return domainSeries(scope, points).flatMap(({ name, points: zonePoints }) => {
        const total = sumOf(zonePoints);
        const hosts = queriedHosts(name, byZone.get(zoneOf.get(name)!.id) ?? []);
        const weights = hosts.map((_, index) => 1 / (index + 1));
        const counts = splitCount(total, noisy(`sub:${name}`, weights));
        return hosts.map((host, index) => ({ name: host === '@' ? name : `${host}.${name}`, count: counts[index] }));
    });
};

/** `total` split by named weights, largest first. */
export const namedSplit = (key: string, total: number, weights: ReadonlyArray<[string, number]>) => {
    const counts = splitCount(
        total,
        noisy(
            key,
            weights.map(([, weight]) => weight),
        ),
    );
    return weights.map(([name], index) => ({ name, count: counts[index] })).sort((a, b) => b.count - a.count);
};
