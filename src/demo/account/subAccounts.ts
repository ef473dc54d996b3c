import { subAccountAllows, type SubAccountScope, type SubAccountVerdict } from '../../data/subAccounts/access';
import { subAccountMayCall } from '../../data/subAccounts/ownerOnly';
import { roleFromWire } from '../../data/subAccounts/types';
import { resourcesFromWire } from '../../data/apiTokens/types';
import type { DomainNeed } from '../../data/domainLicenses/rights';
import { DemoError } from '../http';
import type { DemoDb, DemoDomain, DemoSession, DemoSubAccount } from '../model';

/** The seeded sub-account's sign-in: it edits the records of the first user's group 测试环境 (id 3). */
export const DEMO_SUB_ACCOUNT = { account: 'ops@dnsconsole.cn', password: 'demo1234', name: '运维-小王' } as const;

export const seedSubAccounts = (daysAgo: (days: number) => string): DemoSubAccount[] => [
    {
        id: 1,
        ownerId: 1,
        name: DEMO_SUB_ACCOUNT.name,
        account: DEMO_SUB_ACCOUNT.account,
        password: DEMO_SUB_ACCOUNT.password,
        role: 'recordsEditor',
        resourceType: 'groups',
        groupIds: '3',
        domains: '',
        createTime: daysAgo(12),
        lastLoginTime: daysAgo(1.2),
    },
];

/** The sub-account a session signed in as; undefined for the owner's own session. */
export const subAccountOf = (db: DemoDb, session: Pick<DemoSession, 'subAccountId'>): DemoSubAccount | undefined =>
    session.subAccountId ? db.subAccounts.find(sub => sub.id === session.subAccountId) : undefined;

export const scopeOf = (sub: DemoSubAccount): SubAccountScope => ({
    role: roleFromWire(sub.role),
    resources: resourcesFromWire(sub.resourceType, sub.groupIds, sub.domains),
});

const groupsOf = (db: DemoDb, domainId: number): number[] => db.domainGroups.filter(group => group.domainIds.includes(domainId)).map(group => group.id);

/** The rule's verdict on a sub-account's call that needs `need` on one of its owner's domains. */
export const subAccountVerdict = (db: DemoDb, sub: DemoSubAccount, domain: DemoDomain, need: DomainNeed): SubAccountVerdict =>
    subAccountAllows(scopeOf(sub), { domain: domain.domain, groups: groupsOf(db, domain.id) }, need);

const NEED_NAMES: Record<DomainNeed, string> = { read: '查看', records: '修改解析记录', owner: '管理域名' };

/** Why a sub-account was refused a domain call (HTTP 200, code 403); an unseen domain is "not found", as for anyone else. */
export const subAccountRefusal = (verdict: Exclude<SubAccountVerdict, { allowed: true }>): DemoError =>
    verdict.missing === 'domain' ? new DemoError('域名不存在') : new DemoError(`子账号没有「${NEED_NAMES[verdict.need]}」的权限，请联系主账号`, 403);

/** A sub-account's session may make only the calls of its rule; a revoked sub-account's session has ended. */
export const gateSubAccountCall = (db: DemoDb, session: DemoSession, path: string): void => {
    if (!session.subAccountId) return;
    if (!subAccountOf(db, session)) throw new DemoError('invalid token', 401);
    if (!subAccountMayCall(path)) throw new DemoError('子账号无权执行此操作，请联系主账号', 403);
};

/** The owner's domains the sub-account sees (all of the owner's for the owner's own session). */
export const visibleTo = (db: DemoDb, session: DemoSession, domains: DemoDomain[]): DemoDomain[] => {
    const sub = subAccountOf(db, session);
    return sub ? domains.filter(domain => subAccountVerdict(db, sub, domain, 'read').allowed) : domains;
};

/** How the operation log names a sub-account: its name and sign-in, so the owner tells colleagues apart. */
export const subAccountLabel = (sub: DemoSubAccount): string => `${sub.name}（子账号 ${sub.account}）`;

/** The sub-account signing in with this account (mail or mobile, any case). */
export const findSubAccount = (db: DemoDb, account: string): DemoSubAccount | undefined =>
    account ? db.subAccounts.find(sub => sub.account.toLowerCase() === account.toLowerCase()) : undefined;
