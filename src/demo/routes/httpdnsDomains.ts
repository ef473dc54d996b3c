import type { RequestHandler } from 'msw';
import { isDomainName } from '../../validation/domain';
import { lineById } from '../dns/lines';
import { DEFAULT_LINE_ID } from '../dns/lineTree';
import { baseOf, chartPoints, rangeOf } from '../dns/traffic';
import { idsOf, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';
import { hashText } from '../prng';
import { ipArea } from '../services/analysisAreas';
import { addHttpdnsDomain, httpdnsDomainsOf, keysOf, regenerateKey, removeHttpdnsDomains, userConfigOf, zoneOfName } from '../services/httpdnsDomains';

/** The config as the screen reads it: account id, keys, allowed domains and the service's endpoints. */
const configAnswer = (db: DemoDb, userId: number) => {
    const config = userConfigOf(db, userId);
    const keys = keysOf(db, userId);
    const service = db.httpdns.config;
    const port = (scheme: string, value: number, standard: number) =>
        value && value !== standard ? `${scheme}://${service.domain}:${value}` : `${scheme}://${service.domain}`;
    return {
        accountId: config.accountId,
        secretKey: keys.secretKey,
        aesKey: keys.aesKey,
        domains: config.domains.split(',').filter(Boolean),
        httpEndpoint: `${port('http', service.portHttp, 80)}/${config.accountId}/d`,
        httpsEndpoint: service.httpsStatus === 1 ? `${port('https', service.portHttps, 443)}/${config.accountId}/d` : '',
    };
};

const domainOf = (value: unknown): string => {
    const domain = text(value).toLowerCase().replace(/\.$/, '');
    if (!domain) throw new DemoError('域名不能为空');
    if (!isDomainName(domain) || domain.startsWith('*')) throw new DemoError(`域名格式不正确：${domain}`);
    return domain;
};

/** The answer an HTTPDNS client at `ip` receives for `domain`: the A (else AAAA) records of that name, its ISP's line first. */
const resolve = ({ db, session }: AuthedContext, domain: string, isp: string) => {
    const found = zoneOfName(db, session.userId, domain);
    const empty = { domain, ips: [] as string[], ttl: 0, type: 'A', line: '' };
    if (!found) return empty;
    const records = db.records.filter(record => record.d === found.zone.id && record.s === 1 && (record.h === found.host || record.h === '*'));
    const exact = records.some(record => record.h === found.host) ? records.filter(record => record.h === found.host) : records;
    for (const type of ['A', 'AAAA']) {
        const ofType = exact.filter(record => record.t === type);
        if (!ofType.length) continue;
        const named = ofType.map(record => ({ record, line: lineById(db, session.userId, record.l)?.name ?? '' }));
        const byIsp = named.filter(item => isp && item.line.includes(isp));
        const chosen = byIsp.length
            ? byIsp
            : named.filter(item => item.record.l === DEFAULT_LINE_ID).length
              ? named.filter(item => item.record.l === DEFAULT_LINE_ID)
              : named;
        return {
            domain,
            ips: chosen.map(item => item.record.v),
            ttl: Math.min(...chosen.map(item => item.record.ttl)),
            type,
            line: chosen[0].line || '默认',
        };
    }
    return empty;
};

/** Designed calls of the user's HTTPDNS screens, and the known IP area lookup (docs/services-api.md "## HTTPDNS"). */
export const httpdnsDomainRoutes: RequestHandler[][] = [
    route.userGet('app/common/query/ip/area', ({ input }) => ok({ data: ipArea(text(input.ip)) })),

    route.userPost('app/httpdns/domain/list', ({ db, session, input }) => {
        const keyword = text(input.domain).toLowerCase();
        const rows = httpdnsDomainsOf(db, session.userId)
            .filter(row => !keyword || row.domain.includes(keyword))
            .map(({ id, domain, status, queryCount, createTime }) => ({ id, domain, status, queryCount, createTime }));
        return ok({ data: paginate(rows, { page: input.page, limit: input.limit }, { sidx: 'id', order: 'desc', limit: 20 }) });
    }),

    route.userPost('app/httpdns/domain/add', ({ db, session, input }) => {
        const row = addHttpdnsDomain(db, session.userId, domainOf(input.domain));
        return ok({ data: { id: row.id } });
    }),

    route.userPost('app/httpdns/domain/delete', ({ db, session, input }) => {
        removeHttpdnsDomains(db, session.userId, idsOf(input.ids));
        return ok();
    }),

    route.userGet('app/httpdns/resolve', context => {
        const domain = domainOf(context.input.domain);
        if (!httpdnsDomainsOf(context.db, context.session.userId).some(row => row.domain === domain)) throw new DemoError(`该域名未开通HTTPDNS：${domain}`);
        const { isp } = ipArea(text(context.input.ip));
        return ok({ data: resolve(context, domain, isp) });
    }),

    route.userGet('app/httpdns/usage', ({ db, session, input }) => {
        const domain = text(input.domain).toLowerCase();
        const rows = httpdnsDomainsOf(db, session.userId).filter(row => !domain || row.domain === domain);
        if (domain && !rows.length) throw new DemoError(`该域名未开通HTTPDNS：${domain}`);
        // HTTPDNS traffic: a fraction of a zone-sized base, per domain name
        const base = rows.reduce((sum, row) => sum + Math.round(baseOf({ domain: row.domain, recordCount: 0 }) / 4), 0);
        const key = domain ? `httpdns:${domain}` : `httpdns:user:${session.userId}:${hashText(rows.map(row => row.domain).join(','))}`;
        return ok({ data: { list: chartPoints(key, base, rangeOf(text(input.startTime), text(input.endTime))) } });
    }),

    route.userGet('app/httpdns/config', ({ db, session }) => ok({ data: configAnswer(db, session.userId) })),

    route.userPost('app/httpdns/config/reset', ({ db, session, input }) => {
        const kind = text(input.kind);
        if (kind !== 'secret' && kind !== 'aes') throw new DemoError('密钥类型不正确');
        regenerateKey(db, session.userId, kind);
        return ok({ data: configAnswer(db, session.userId) });
    }),

    route.userPost('app/httpdns/config/domains', ({ db, session, input }) => {
        const enabled = new Set(httpdnsDomainsOf(db, session.userId).map(row => row.domain));
        const names = [
            ...new Set(
                text(input.domains)
                    .split(',')
                    .map(name => name.trim().toLowerCase())
                    .filter(Boolean),
            ),
        ];
        const missing = names.find(name => !enabled.has(name));
        if (missing) throw new DemoError(`该域名未开通HTTPDNS：${missing}`);
        userConfigOf(db, session.userId).domains = names.join(',');
        return ok({ data: configAnswer(db, session.userId) });
    }),
];
