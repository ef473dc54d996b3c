import { DEMO_CLIENT_IP } from '../accounts';
import { DemoError, type AuthedContext } from '../http';
import { nextId } from '../db';
import { int, text, type Input } from '../fields';
import { licenseAllows, licenseRefusal, type DomainNeed } from '../../data/domainLicenses/rights';
import type { DemoDomainLicense } from '../account/domainLicenses';
import type { DemoDb, DemoDomain, DemoUser } from '../model';
import { now } from '../time';
import { subAccountLabel, subAccountOf, subAccountRefusal, subAccountVerdict } from '../account/subAccounts';

/** The signed-in user's domains. */
export const domainsOf = (db: DemoDb, userId: number): DemoDomain[] => db.domains.filter(domain => domain.userId === userId);

/** How an account is shown to another: its username, else its mail, else its mobile. */
export const accountName = (user: DemoUser | undefined): string => user?.username || user?.mail || user?.mobile || '';

export const userById = (db: DemoDb, userId: number) => db.users.find(user => user.userId === userId);

const ACCEPTED = 1;

/** The accepted licence that shares `domainId` with `userId`, if any (a revoked one shares nothing). */
export const acceptedLicence = (db: DemoDb, userId: number, domainId: number): DemoDomainLicense | undefined =>
    db.domainLicenses.find(licence => licence.toUserId === userId && licence.domainId === domainId && licence.status === ACCEPTED);

/** The domains other accounts shared with the user (accepted licences), each with its licence. */
export const licensedDomainsOf = (db: DemoDb, userId: number): { domain: DemoDomain; licence: DemoDomainLicense }[] =>
    db.domainLicenses
        .filter(licence => licence.toUserId === userId && licence.status === ACCEPTED)
        .flatMap(licence => {
            const domain = db.domains.find(row => row.id === licence.domainId);
            return domain ? [{ domain, licence }] : [];
        });

/**
 * The domain named by `id` (or `domain_id`), else by `domain`: the user's own, or one shared with them by an
 * accepted licence whose rights cover `need` (the licence rule of data/domainLicenses/rights); refused otherwise.
 * A sub-account's session reaches its owner's domains within its scope and role (data/subAccounts), none shared.
 */
export const ownDomain = (
    { db, session }: Pick<AuthedContext, 'db' | 'session'>,
    input: Input,
    idKeys: string[] = ['id', 'domain_id'],
    need: DomainNeed = 'owner',
): DemoDomain => {
    const id = idKeys.map(key => int(input[key], 0)).find(value => value > 0);
    const name = text(input.domain).toLowerCase();
    const found = id ? db.domains.find(domain => domain.id === id) : name ? db.domains.find(domain => domain.domain === name) : undefined;
    const sub = subAccountOf(db, session);
    if (sub && found?.userId === session.userId) {
        const verdict = subAccountVerdict(db, sub, found, need);
        if (!verdict.allowed) throw subAccountRefusal(verdict);
        return found;
    }
    if (sub) throw new DemoError('域名不存在');
    if (found?.userId === session.userId) return found;
    const licence = found && acceptedLicence(db, session.userId, found.id);
    if (!found || !licence) throw new DemoError('域名不存在');
    if (!licenseAllows(licence.rights, need)) throw new DemoError(licenseRefusal(accountName(userById(db, licence.fromUserId)), need));
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
    // a sub-account's change is logged under its own name
    const sub = subAccountOf(db, session);
    db.operationLogs.push({
        id: nextId(db.operationLogs),
        userId: session.userId,
        domainId: domain.id,
        domain: domain.domain,
        action,
        content,
        ip: DEMO_CLIENT_IP,
        username: sub ? subAccountLabel(sub) : accountName(user),
        createTime: now(),
    });
};
