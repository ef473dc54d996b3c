import { domainsOf, licensedDomainsOf, logOperation, ownDomain } from '../dns/access';
import { createDomain } from '../dns/addDomain';
import { loadHostedName } from '../dns/domainRule';
import { REMARK_MAX } from '../../data/domains/api';
import { apexOf, checkNs } from '../dns/nameServers';
import { toWireDomain } from '../dns/wire';
import { idsOf, int, optionalInt, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDomain } from '../model';
import { paginate } from '../paging';
import { requireFreshCode } from '../account/totp';
import { visibleTo } from '../account/subAccounts';
import { domainDeleteIsSensitive, FRESH_CODE_FIELD } from '../../data/account/freshCode';

const LOCKED = '域名已锁定，请先解锁';

/** Removes domains with everything that hangs off them; a plan bound to one becomes unused again. */
const removeDomains = (context: AuthedContext, domains: DemoDomain[]) => {
    const { db } = context;
    const gone = new Set(domains.map(domain => domain.id));
    db.domains = db.domains.filter(domain => !gone.has(domain.id));
    db.records = db.records.filter(record => !gone.has(record.d));
    db.domainSettings = db.domainSettings.filter(setting => !gone.has(setting.domainId));
    db.dnssec = db.dnssec.filter(zone => !gone.has(zone.domainId));
    for (const group of db.domainGroups) group.domainIds = group.domainIds.filter(id => !gone.has(id));
    for (const consume of db.consumes) {
        if (!gone.has(consume.domainId)) continue;
        consume.domainId = 0;
        if (consume.mode === 1) consume.mode = 2;
    }
    for (const domain of domains) logOperation(context, domain, '删除域名', domain.domain);
};

/** The user's domains named by a batch call, all of them, or a refusal. */
const batch = (context: AuthedContext, ids: number[], empty: string): DemoDomain[] => {
    if (ids.length === 0) throw new DemoError(empty);
    // a domain shared with the user is refused with the licence's reason (only its owner pauses or deletes it)
    return [...new Set(ids)].map(id => ownDomain(context, { id }, ['id']));
};

const addDomain = async (context: AuthedContext) => {
    const domain = createDomain(context, await loadHostedName(), text(context.input.domain), int(context.input.consumeId, 0));
    return ok({ data: { id: domain.id } });
};

export const domainRoutes = [
    route.userPost('app/dns/domain/list', ({ db, session, input }) => {
        const search = text(input.domain).toLowerCase();
        const groupId = int(input.groupId, 0);
        const whoisStatus = optionalInt(input.whoisStatus);
        const status = optionalInt(input.status);
        const group = groupId > 0 ? db.domainGroups.find(row => row.id === groupId && row.userId === session.userId) : undefined;
        const inGroup = group ? new Set(group.domainIds) : undefined;
        // the user's own domains, then those shared with them (in no group of theirs); a sub-account's, its scope only
        const shared = groupId > 0 || session.subAccountId ? [] : licensedDomainsOf(db, session.userId).map(({ domain }) => domain);
        const rows = [...visibleTo(db, session, domainsOf(db, session.userId)), ...shared].filter(
            domain =>
                (!search || domain.domain.includes(search)) &&
                (groupId <= 0 || !!inGroup?.has(domain.id)) &&
                (whoisStatus === undefined || domain.whoisStatus === whoisStatus) &&
                (status === undefined || domain.status === status),
        );
        const page = paginate(rows, input, { sidx: 'id', order: 'desc', limit: 20 });
        return ok({ data: { ...page, list: page.list.map(domain => toWireDomain(db, domain, session.userId)) } });
    }),

    route.userGet('app/dns/domain/info', context => {
        const domain = ownDomain(context, context.input, ['id'], 'read');
        return ok({ data: { ...toWireDomain(context.db, domain, context.session.userId), ...apexOf(context.db, domain) } });
    }),

    route.userPost('app/dns/domain/checkNs', context => {
        const domain = checkNs(ownDomain(context, context.input, ['id']));
        return ok({ data: { ...toWireDomain(context.db, domain, context.session.userId), ...apexOf(context.db, domain) } });
    }),

    route.userPost('app/dns/domain/save', context => {
        const operation = text(context.input.operation_type) || 'add';
        // the console adds through this call only (it deletes through app/dns/batch/delete/domain)
        if (operation === 'add') return addDomain(context);
        throw new DemoError('参数错误：不支持的 operation_type');
    }),

    route.userPost('app/dns/update/domain/status', context => {
        const status = int(context.input.status, 0);
        if (status !== 1 && status !== 3) throw new DemoError('参数错误：status 只能为 1 或 3');
        const domains = batch(context, idsOf(context.input.domainIds ?? context.input.ids), '请选择域名');
        if (status === 3 && domains.some(domain => domain.locked)) throw new DemoError(LOCKED);
        for (const domain of domains) {
            if (domain.status === status) continue;
            domain.status = status;
            logOperation(context, domain, status === 1 ? '启用域名' : '暂停域名', domain.domain);
        }
        return ok();
    }),

    route.userPost('app/dns/batch/delete/domain', context => {
        const domains = batch(context, idsOf(Array.isArray(context.body) ? context.body : context.input), '请选择要删除的数据');
        if (domains.some(domain => domain.locked)) throw new DemoError(LOCKED);
        const recordCounts = domains.map(domain => context.db.records.filter(record => record.d === domain.id).length);
        if (domainDeleteIsSensitive(recordCounts))
            requireFreshCode(context.db.users.find(user => user.userId === context.session.userId) ?? {}, context.input[FRESH_CODE_FIELD]);
        removeDomains(context, domains);
        return ok();
    }),

    route.userPost('app/dns/domain/update/attr', context => {
        const { input } = context;
        const domain = ownDomain(context, input, ['id']);
        if (input.locked !== undefined) {
            const locked = optionalInt(input.locked);
            if (locked !== 0 && locked !== 1) throw new DemoError('参数错误：locked 只能为 0 或 1');
            if (domain.locked !== locked) logOperation(context, domain, locked ? '锁定域名' : '解锁域名', domain.domain);
            domain.locked = locked;
        }
        if (input.remarks !== undefined) {
            const remarks = text(input.remarks);
            if (remarks.length > REMARK_MAX) throw new DemoError(`备注不能超过${REMARK_MAX}个字符`);
            domain.remarks = remarks;
            logOperation(context, domain, '修改备注', remarks || '（清空）');
        }
        return ok();
    }),

    route.userGet('app/dns/user/overview', ({ db, session }) => {
        const mine = visibleTo(db, session, domainsOf(db, session.userId));
        return ok({
            data: {
                domainCount: mine.length,
                recordCount: mine.reduce((sum, domain) => sum + domain.recordCount, 0),
                wrongNsCount: mine.filter(domain => domain.whoisStatus === 2).length,
                pausedCount: mine.filter(domain => domain.status === 3).length,
                lockedCount: mine.filter(domain => domain.locked === 1).length,
            },
        });
    }),
];
