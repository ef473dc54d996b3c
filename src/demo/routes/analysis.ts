import type { RequestHandler } from 'msw';
import { int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import { domainSeries, namedSplit, scopeOf, splitSeries, subdomainCounts, sumOf, totalPoints } from '../services/analysis';
import { ISP_WEIGHTS, REGION_WEIGHTS, RESOLVER_WEIGHTS, TYPE_WEIGHTS } from '../services/analysisAreas';

/** Series shown at most by domain; the rest are summed into "其他". */
const MAX_DOMAIN_SERIES = 8;
const TOP_KINDS = ['domain', 'subdomain', 'resolver', 'region', 'isp'];

/** Designed calls of the analysis screens (docs/services-api.md "## Analysis"). */
export const analysisRoutes: RequestHandler[][] = [
    route.userGet('app/dns/analysis/query', context => {
        const groupBy = text(context.input.groupBy) || 'type';
        if (groupBy !== 'type' && groupBy !== 'domain') throw new DemoError('分组方式不正确');
        const scope = scopeOf(context);
        const points = totalPoints(scope);
        if (groupBy === 'type') {
            const series = splitSeries(
                `${scope.key}:type`,
                points,
                TYPE_WEIGHTS.map(([name]) => name),
                TYPE_WEIGHTS.map(([, weight]) => weight),
            );
            return ok({ data: { series } });
        }
        const all = domainSeries(scope, points);
        const shown = all.slice(0, MAX_DOMAIN_SERIES);
        const rest = all.slice(MAX_DOMAIN_SERIES);
        const others = rest.length
            ? [
                  {
                      name: '其他',
                      points: points.map((point, index) => ({ time: point.time, count: rest.reduce((sum, item) => sum + item.points[index].count, 0) })),
                  },
              ]
            : [];
        return ok({ data: { series: [...shown, ...others] } });
    }),

    route.userGet('app/dns/analysis/top', context => {
        const kind = text(context.input.kind);
        if (!TOP_KINDS.includes(kind)) throw new DemoError('排行类型不正确');
        const limit = Math.min(Math.max(int(context.input.limit, 10), 1), 100);
        const scope = scopeOf(context);
        const points = totalPoints(scope);
        const total = sumOf(points);
        const rows =
            kind === 'domain'
                ? domainSeries(scope, points).map(series => ({ name: series.name, count: sumOf(series.points) }))
                : kind === 'subdomain'
                  ? subdomainCounts(scope, points, context.db.records).sort((a, b) => b.count - a.count)
                  : namedSplit(`${scope.key}:${kind}`, total, kind === 'resolver' ? RESOLVER_WEIGHTS : kind === 'region' ? REGION_WEIGHTS : ISP_WEIGHTS);
        return ok({ data: { list: rows.filter(row => row.count > 0 || total === 0).slice(0, limit), total } });
    }),
];
