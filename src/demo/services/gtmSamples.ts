import { domainsOf } from '../dns/access';
import { DEFAULT_LINE_ID } from '../dns/lineTree';
import type { DemoDb, DemoDomain } from '../model';
import { formatDateTime } from '../time';
import type { DemoGtmTask } from './gtmTasks';

const DAY = 86_400_000;
const SCHEDULED_TYPES = ['A', 'AAAA', 'CNAME'] as const;
type ScheduledType = (typeof SCHEDULED_TYPES)[number];

/** What a host answers on the default line, when it answers with addresses or an alias: the task's type and primary pool. */
const scheduledRecords = (db: DemoDb, domain: DemoDomain, host: string): { type: ScheduledType; values: string[] } | undefined => {
    const records = db.records.filter(record => record.d === domain.id && record.h === host && record.s === 1 && record.l === DEFAULT_LINE_ID);
    const type = SCHEDULED_TYPES.find(candidate => records.some(record => record.t === candidate));
    return type && { type, values: [...new Set(records.filter(record => record.t === type).map(record => record.v))] };
};

/** Where a pool fails over to: documentation addresses, or a standby CDN alias outside the zone. */
const backupOf = (type: ScheduledType, domain: DemoDomain, host: string): string[] =>
    type === 'A' ? ['198.51.100.20'] : type === 'AAAA' ? ['2001:db8::20'] : [`${host}-${domain.domain.replace(/\./g, '-')}.standby.kunlunsl.com`];

/** The running sample's one outage so far, eight days ago (the account's messages tell of it): over and back. */
const pastOutage = (at: number, value: string): DemoGtmTask['log'] => [
    { at: at - 8 * DAY, from: 0, to: 1, reason: `主用地址 ${value} 连续 3 次 HTTP 80 检查失败（连接超时），切换到备用地址` },
    { at: at - 8 * DAY + 25 * 60_000, from: 1, to: 0, reason: '主用地址恢复，连续 3 次检查成功，切回主用地址' },
];

/**
 * A user's sample scheduling tasks: one on the website (HTTP, running) and one on the API (TCP, paused), each on
 * the first of the user's zones that has the host, with the records the zone answers as the primary pool.
 */
export const gtmSamples = (db: DemoDb, userId: number, at: number, firstId: number): DemoGtmTask[] => {
    const tasks: DemoGtmTask[] = [];
    const samples = [
        { host: 'www', checkType: 'HTTP', port: 80, path: '/health', enabled: true },
        { host: 'api', checkType: 'TCP', port: 443, path: '', enabled: false },
    ] as const;
    for (const sample of samples) {
        for (const domain of domainsOf(db, userId)) {
            const found = scheduledRecords(db, domain, sample.host);
            if (!found) continue;
            const since = at - (sample.enabled ? 3 : 1) * DAY;
            tasks.push({
                ...sample,
                id: firstId + tasks.length,
                userId,
                domainId: domain.id,
                domain: domain.domain,
                type: found.type,
                primary: found.values,
                backup: backupOf(found.type, domain, sample.host),
                frequency: 60,
                failures: 3,
                switchBack: sample.enabled,
                recoveries: 3,
                since,
                sinceState: sample.enabled ? 0 : 2,
                log: sample.enabled ? pastOutage(at, found.values[0]) : [{ at: since, from: 0, to: 2, reason: '任务已暂停' }],
                createTime: formatDateTime(new Date(at - 10 * DAY)),
            });
            break;
        }
    }
    return tasks;
};
