import { DEMO_CLIENT_IP } from '../accounts';
import { DemoError, type AuthedContext } from '../http';
import { nextId } from '../db';
import { int, text, type Input } from '../fields';
import type { DemoDb, DemoDomain } from '../model';
import { now } from '../time';

/** The signed-in user's domains. */
export const domainsOf = (db: DemoDb, userId: number): DemoDomain[] => db.domains.filter(domain => domain.userId === userId);

/** The user's domain named by `id` (or `domain_id`), else by `domain`; refuses when it is not theirs. */
export const ownDomain = ({ db, session }: Pick<AuthedContext, 'db' | 'session'>, input: Input, idKeys: string[] = ['id', 'domain_id']): DemoDomain => {
    const id = idKeys.map(key => int(input[key], 0)).find(value => value > 0);
    const name = text(input.domain).toLowerCase();
    const found = id
        ? db.domains.find(domain => domain.id === id && domain.userId === session.userId)
        : name
          ? db.domains.find(domain => domain.domain === name && domain.userId === session.userId)
          : undefined;
    if (!found) throw new DemoError('域名不存在');
    return found;
};

/** Appends a row to the operation log: every write does (account-wide changes name no domain: id 0, ''). */
export const NO_DOMAIN = { id: 0, domain: '' } as const;

export const logOperation = (
    { db, session }: Pick<AuthedContext, 'db' | 'session'>,
    domain: Pick<DemoDomain, 'id' | 'domain'>,
    action: string,
    content: string,
): void => {
    const user = db.users.find(row => row.userId === session.userId);
    db.operationLogs.push({
        id: nextId(db.operationLogs),
        userId: session.userId,
        domainId: domain.id,
        domain: domain.domain,
        action,
        content,
        ip: DEMO_CLIENT_IP,
        username: user?.username || user?.mail || user?.mobile || '',
        createTime: now(),
    });
};
