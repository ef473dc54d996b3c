import { nextId } from '../db';
import type { HostedName } from './domainRule';
import { DemoError, type AuthedContext } from '../http';
import type { DemoConsume, DemoDb, DemoDomain } from '../model';
import { daysBefore, now } from '../time';
import { logOperation } from './access';
import { OUR_NS } from './seedDns';
import { isExpired } from '../../data/blackDomains/expiry';

/** A domain name as the server reads it: trimmed, lower case, no final dot. */
export const normalDomain = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

/** Whether the admin's blacklist blocks a name (exact, or under a `*.suffix` entry); an expired entry no longer does. */
const isBlacklisted = (db: DemoDb, name: string): boolean =>
    db.blacklist.domains.some(({ domain, expireTime }) => {
        if (isExpired(expireTime)) return false;
        const entry = domain.toLowerCase();
        return entry.startsWith('*.') ? name === entry.slice(2) || name.endsWith(entry.slice(1)) : name === entry;
    });

const PERIOD_DAYS: Record<string, number> = { '1y': 365, '1s': 90, '1m': 30, '1d': 1, '1p': 36500 };

/** Binds an unused plan of the user to a new domain (consumeId 0 = none). */
const bindConsume = (db: DemoDb, userId: number, consumeId: number, domainId: number): DemoConsume | undefined => {
    if (!consumeId) return undefined;
    const consume = db.consumes.find(row => row.id === consumeId && row.userId === userId);
    if (!consume || consume.mode !== 2) throw new DemoError('套餐不存在或已被使用');
    Object.assign(consume, {
        mode: 1,
        domainId,
        effectStartTime: now(),
        effectEndTime: daysBefore(new Date(), -(PERIOD_DAYS[consume.productUnit] ?? 365)),
    });
    return consume;
};

/**
 * Adds a domain for the signed-in user, by the rules of a single add and a bulk add alike: a name the console's
 * rule takes (`hostedName`, loaded with loadHostedName), not hosted here already (by this user or another), not
 * blacklisted; an unused plan bound when `consumeId` names one. Throws a DemoError with the server's message
 * when refused.
 */
export const createDomain = (context: AuthedContext, hostedName: HostedName, typed: string, consumeId = 0): DemoDomain => {
    const { db, session } = context;
    const name = hostedName(typed);
    const holder = db.domains.find(domain => domain.domain === name);
    if (holder) throw new DemoError(holder.userId === session.userId ? '域名已存在' : '该域名已被其他账号添加');
    if (isBlacklisted(db, name)) throw new DemoError('该域名已被列入黑名单，不能添加');
    const id = nextId(db.domains);
    bindConsume(db, session.userId, consumeId, id);
    const domain: DemoDomain = {
        id,
        userId: session.userId,
        domain: name,
        status: 1,
        whoisStatus: 0,
        ckTime: '',
        nsRecords: JSON.stringify(OUR_NS),
        errorInfo: '[]',
        recordCount: 0,
        remarks: '',
        locked: 0,
        createTime: now(),
    };
    db.domains.push(domain);
    logOperation(context, domain, '添加域名', name);
    return domain;
};
