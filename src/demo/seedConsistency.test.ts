import { describe, expect, it } from 'vitest';
import { inPrefix, parseAddress, parsePrefix } from '../validation/ptr';
import { domainsOf } from './dns/access';
import { DEFAULT_LINE_ID } from './dns/lineTree';
import { errorLog, requestLog } from './dns/queryLogs';
import { zoneBaseOf, type Range } from './dns/traffic';
import { nameExists, recordsByZone, zoneNamesOf, type ZoneNames } from './dns/zoneNames';
import type { DemoDb, DemoDomain } from './model';
import { createSeed } from './seed';
import { parseDateTime } from './time';
import { subdomainCounts, sumOf, totalPoints } from './services/analysis';
import { gtmSamples } from './services/gtmSamples';
import { monitoringOf } from './services/monitoringData';

/**
 * The demo's data never contradicts itself: what the statistics, logs, scheduling tasks, monitors, reverse zone,
 * licences and sub-accounts name exists in the zones, as those zones have it.
 */
const db = createSeed();
const DAY = 86_400_000;
const lastDays = (days: number): Range => ({ start: new Date(Date.now() - days * DAY), end: new Date() });

const byZone = recordsByZone(
    db.records,
    db.domains.map(domain => domain.id),
);
const namesOf = new Map(db.domains.map(domain => [domain.id, zoneNamesOf(byZone.get(domain.id)!)]));
const zoneByName = new Map(db.domains.map(domain => [domain.domain, domain]));

/** The zone and host of a queried name, among the given zones (the longest zone that holds it). */
const split = (name: string, zones: DemoDomain[]) => {
    const zone = zones.filter(z => name === z.domain || name.endsWith(`.${z.domain}`)).sort((a, b) => b.domain.length - a.domain.length)[0];
    expect(zone, name).toBeDefined();
    return { zone, host: name === zone.domain ? '@' : name.slice(0, -(zone.domain.length + 1)), names: namesOf.get(zone.id)! };
};

const activeRecords = (zone: DemoDomain, host: string, type?: string) =>
    byZone.get(zone.id)!.filter(record => record.h === host && record.s === 1 && (!type || record.t === type));

const USER_ZONES = domainsOf(db, 1);
const EXAMPLE = [zoneByName.get('example.com')!];
const BIG = [zoneByName.get('bigzone-example.com')!];

describe('the demo seed is consistent', () => {
    it('top subdomains are the apex and hosts the zone answers, and add up to the total', () => {
        for (const [key, zones] of [
            ['user:1', USER_ZONES],
            ['example.com', EXAMPLE],
            ['bigzone-example.com', BIG],
        ] as const) {
            const scope = { key, zones: [...zones], range: lastDays(7) };
            const points = totalPoints(scope);
            const rows = subdomainCounts(scope, points, db.records);
            expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(sumOf(points));
            for (const row of rows) {
                const { host, names } = split(row.name, [...zones]);
                if (host !== '@') expect(names.answered.has(host), row.name).toBe(true);
            }
        }
    });

    it('each failing name fails one way: NXDOMAIN when the zone lacks it, SERVFAIL when its records are paused', () => {
        const kinds = new Map<string, string>();
        for (const zones of [USER_ZONES, EXAMPLE, BIG]) {
            const { total, row } = errorLog({ domains: zones, records: db.records, range: lastDays(30) });
            expect(total).toBeGreaterThan(100);
            for (let index = 0; index < total; index++) {
                const entry = row(index);
                const { host, names } = split(entry.query, zones);
                expect(kinds.get(entry.query) ?? entry.rcode, entry.query).toBe(entry.rcode);
                kinds.set(entry.query, entry.rcode);
                const types = (map: ZoneNames['answered']) => map.get(host) ?? new Set<string>();
                if (entry.rcode === 'NXDOMAIN') expect(nameExists(names, host), entry.query).toBe(false);
                else if (entry.rcode === 'SERVFAIL') expect(types(names.paused).has(entry.type), entry.query).toBe(true);
                else if (entry.rcode === 'NOERROR') {
                    expect(names.answered.has(host) && !types(names.answered).has(entry.type) && !types(names.answered).has('CNAME')).toBe(true);
                } else expect(nameExists(names, host), entry.query).toBe(true);
            }
        }
        expect(new Set(kinds.values())).toEqual(new Set(['NXDOMAIN', 'SERVFAIL', 'NOERROR', 'REFUSED']));
    });

    it('the request log answers active records only', () => {
        const { total, row } = requestLog(db, { domains: EXAMPLE, records: db.records, range: lastDays(2) });
        for (let index = 0; index < total; index += 7) {
            const entry = row(index);
            const { zone, host } = split(entry.query, EXAMPLE);
            expect(activeRecords(zone, host, entry.type).map(record => record.v)).toContain(entry.answer);
        }
    });

    it('a zone without records has no queries, no request log and no error log', () => {
        const empty: DemoDomain = { ...EXAMPLE[0], id: 9999, domain: 'empty-zone.example', recordCount: 0 };
        expect(zoneBaseOf(empty)).toBe(0);
        expect(sumOf(totalPoints({ key: 'empty-zone.example', zones: [empty], range: lastDays(7) }))).toBe(0);
        expect(requestLog(db, { domains: [empty], records: [], range: lastDays(7) }).total).toBe(0);
        expect(errorLog({ domains: [empty], records: [], range: lastDays(7) }).total).toBe(0);
    });

    it('scheduling tasks watch a host the zone answers, with its default-line records as the primary pool', () => {
        for (const userId of [1, 2]) {
            const tasks = gtmSamples(db, userId, Date.now(), 1);
            expect(tasks.map(task => task.host)).toEqual(['www', 'api']);
            for (const task of tasks) {
                const zone = db.domains.find(domain => domain.id === task.domainId)!;
                expect(zone).toMatchObject({ userId, domain: task.domain });
                const values = activeRecords(zone, task.host, task.type)
                    .filter(record => record.l === DEFAULT_LINE_ID)
                    .map(record => record.v);
                expect(new Set(task.primary)).toEqual(new Set(values));
                expect(task.backup.some(value => task.primary.includes(value))).toBe(false);
                for (const event of task.log) expect(event.at).toBeLessThanOrEqual(task.since);
            }
        }
        // the account's messages tell of the website task's outage: the address they name is its primary
        expect(gtmSamples(db, 1, Date.now(), 1)[0]).toMatchObject({ domain: 'example.com', primary: ['192.0.2.20'] });
    });

    it('monitors watch records that exist, as the records are', () => {
        for (const userId of [1, 2]) {
            const monitors = monitoringOf(structuredClone(db) as DemoDb, userId).monitors;
            expect(monitors.length).toBeGreaterThan(0);
            for (const monitor of monitors) {
                const record = db.records.find(item => item.i === monitor.recordId)!;
                expect(record).toMatchObject({ d: monitor.domainId, h: monitor.host, t: monitor.recordType, v: monitor.value });
                expect(db.domains.find(domain => domain.id === monitor.domainId)).toMatchObject({ userId, domain: monitor.domain });
            }
        }
    });

    it('the messages name addresses the records have', () => {
        const named = db.messages.flatMap(message => [...message.content.matchAll(/<b>([a-z0-9.-]+)<\/b>[^<]*?的 ?A ?记录 (\d+\.\d+\.\d+\.\d+)/g)]);
        const gtm = db.messages.flatMap(message => [...message.content.matchAll(/<b>([a-z0-9.-]+)<\/b>（A）的主用地址 (\d+\.\d+\.\d+\.\d+)/g)]);
        expect(named.length + gtm.length).toBeGreaterThan(1);
        for (const [, name, address] of [...named, ...gtm]) {
            const { zone, host } = split(name, db.domains);
            expect(activeRecords(zone, host, 'A').map(record => record.v)).toContain(address);
        }
    });

    it('the messages name plans and certificates the account holds, ending when they say', () => {
        const daysBetween = (from: string, to: string) => Math.round((parseDateTime(to) - parseDateTime(from)) / DAY);
        const mine = db.messages.filter(message => message.userId === 1);
        const plans = mine.flatMap(message =>
            [...message.content.matchAll(/域名 <b>([a-z0-9.-]+)<\/b> 绑定的 <b>(.+?)套餐<\/b> 将于 (\d+) 天后到期/g)].map(match => ({ message, match })),
        );
        expect(plans.length).toBeGreaterThan(0);
        for (const { message, match } of plans) {
            const [, name, product, days] = match;
            const plan = db.consumes.find(item => item.domainId === zoneByName.get(name)?.id && item.userId === 1);
            expect(plan?.productName).toBe(product);
            expect(daysBetween(message.createtime, plan!.effectEndTime)).toBe(Number(days));
        }
        const certificates = mine.flatMap(message =>
            [...message.content.matchAll(/证书 <b>([a-z0-9.*-]+)<\/b> 将于 (\d+) 天后过期/g)].map(match => ({ message, match })),
        );
        expect(certificates.length).toBeGreaterThan(0);
        for (const { message, match } of certificates) {
            const order = db.ssl.orders.find(item => item.userId === 1 && item.domains.includes(match[1]));
            expect(daysBetween(message.createtime, order!.notAfter!)).toBe(Number(match[2]));
        }
    });

    it('PTR records lie in their zone, inside a block of the user, and point at a name whose A record is that address', () => {
        for (const zone of db.ptr.zones) {
            const prefix = parsePrefix(zone.prefix);
            if ('error' in prefix) throw new Error(zone.prefix);
            expect(db.ptr.blocks.some(block => block.userId === zone.userId && block.block === zone.prefix)).toBe(true);
            for (const record of db.ptr.records.filter(item => item.zoneId === zone.id)) {
                expect(record.userId).toBe(zone.userId);
                expect(inPrefix(parseAddress(record.address)!, prefix.prefix)).toBe(true);
                const { zone: forward, host } = split(record.target, domainsOf(db, record.userId));
                expect(activeRecords(forward, host, 'A').map(item => item.v)).toContain(record.address);
            }
        }
    });

    it('licences, sub-accounts, groups, plans and logs refer to domains and groups that exist', () => {
        const users = new Set(db.users.map(user => user.userId));
        for (const licence of db.domainLicenses) {
            expect(db.domains.find(domain => domain.id === licence.domainId)).toMatchObject({ domain: licence.domain, userId: licence.fromUserId });
            expect(users.has(licence.toUserId) && licence.toUserId !== licence.fromUserId).toBe(true);
        }
        for (const sub of db.subAccounts) {
            expect(users.has(sub.ownerId)).toBe(true);
            const groups = sub.groupIds.split(',').filter(Boolean).map(Number);
            for (const id of groups) expect(db.domainGroups.find(group => group.id === id)?.userId).toBe(sub.ownerId);
            for (const name of sub.domains.split(',').filter(Boolean)) expect(zoneByName.get(name)?.userId).toBe(sub.ownerId);
            if (sub.resourceType === 'groups') expect(groups.length).toBeGreaterThan(0);
        }
        for (const group of db.domainGroups) for (const id of group.domainIds) expect(db.domains.find(domain => domain.id === id)?.userId).toBe(group.userId);
        for (const plan of db.consumes) if (plan.domainId) expect(db.domains.find(domain => domain.id === plan.domainId)?.userId).toBe(plan.userId);
        for (const log of db.operationLogs)
            expect(db.domains.find(domain => domain.id === log.domainId)).toMatchObject({ domain: log.domain, userId: log.userId });
        for (const setting of db.domainSettings) expect(db.domains.some(domain => domain.id === setting.domainId)).toBe(true);
        for (const record of db.records) expect(namesOf.has(record.d)).toBe(true);
    });
});
