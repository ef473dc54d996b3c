// A domain's statistics and logs: the calls of src/data/queryStats (query volume and origins) and
// src/data/domainLogs (request, error and operation logs), one file for the zones both read.
import { domainsOf, ownDomain } from '../dns/access';
import { errorLog, requestLog, type LogQuery } from '../dns/queryLogs';
import { boundOf, breakdown, chartPoints, rangeOf, zoneBaseOf } from '../dns/traffic';
import { ISP_WEIGHTS, REGION_WEIGHTS, TYPE_WEIGHTS } from '../services/analysisAreas';
import { text, type Input } from '../fields';
import { ok, route, type AuthedContext } from '../http';
import type { DemoDomain } from '../model';
import { paginate } from '../paging';
import { visibleTo } from '../account/subAccounts';

/** The zones a statistics call is about: the named one (the user's), or all of them when `domain` is empty. */
const zonesOf = (context: AuthedContext): DemoDomain[] =>
    text(context.input.domain)
        ? [ownDomain(context, { domain: context.input.domain }, [])]
        : visibleTo(context.db, context.session, domainsOf(context.db, context.session.userId));

const keyOf = (context: AuthedContext) => text(context.input.domain).toLowerCase() || `user:${context.session.userId}`;

/** The chart of the call's zones (one, or the whole account: the sum of their sizes). */
const pointsOf = (context: AuthedContext) => {
    const base = zonesOf(context).reduce((sum, zone) => sum + zoneBaseOf(zone), 0);
    return chartPoints(keyOf(context), base, rangeOf(text(context.input.startTime), text(context.input.endTime)));
};

/**
 * Paging of a generated log by the shared rule (paginate): without a keyword only the page's rows are made, with
 * one every row is made and filtered.
 */
const pageOf = <T extends object>(input: Input, total: number, row: (index: number) => T) => {
    const keyword = text(input.keyword).toLowerCase();
    const matches = (entry: T) => Object.values(entry).some(value => String(value).toLowerCase().includes(keyword));
    const indices: Array<{ id: number }> = [];
    for (let index = 0; index < total; index++) if (!keyword || matches(row(index))) indices.push({ id: index });
    // newest first as generated: by position, ascending
    const page = paginate(indices, { page: input.page, limit: input.limit }, { sidx: 'id', order: 'asc', limit: 20 });
    return { ...page, list: page.list.map(({ id }) => row(id)) };
};

const logQuery = (context: AuthedContext): LogQuery => {
    const domains = zonesOf(context);
    const ids = new Set(domains.map(domain => domain.id));
    return {
        domains,
        records: context.db.records.filter(record => ids.has(record.d)),
        range: rangeOf(text(context.input.startTime), text(context.input.endTime)),
    };
};

export const domainStatRoutes = [
    route.userGet('app/dns/user/chart/data', context => ok({ data: { list: pointsOf(context) } })),

    route.userGet('app/dns/user/chart/origin', context => {
        const key = keyOf(context);
        const total = pointsOf(context).reduce((sum, point) => sum + point.count, 0);
        return ok({
            data: {
                isp: breakdown(`${key}:isp`, total, ISP_WEIGHTS),
                region: breakdown(`${key}:region`, total, REGION_WEIGHTS),
                type: breakdown(`${key}:type`, total, TYPE_WEIGHTS),
            },
        });
    }),

    route.userPost('app/dns/GetDnsRequestLog', context => {
        const { total, row } = requestLog(context.db, logQuery(context));
        return ok({ data: pageOf(context.input, total, row) });
    }),

    route.userPost('app/dns/GetDnsErrorLog', context => {
        const { total, row } = errorLog(logQuery(context));
        return ok({ data: pageOf(context.input, total, row) });
    }),

    route.userGet('app/dns/GetDnsOperationLog', ({ db, session, input }) => {
        const domain = text(input.domain).toLowerCase();
        const start = boundOf(text(input.startTime), 'start');
        const end = boundOf(text(input.endTime), 'end');
        const rows = db.operationLogs
            .filter(
                row =>
                    row.userId === session.userId &&
                    (!domain || row.domain === domain) &&
                    (!start || row.createTime >= start) &&
                    (!end || row.createTime <= end),
            )
            .map(({ id, domain: name, action, content, ip, username, createTime, changeSetId }) => ({
                id,
                domain: name,
                action,
                content,
                ip,
                username,
                createTime,
                changeSetId: changeSetId ?? 0,
            }));
        return ok({ data: paginate(rows, { page: input.page, limit: input.limit }, { sidx: 'id', order: 'desc', limit: 20 }) });
    }),
];
