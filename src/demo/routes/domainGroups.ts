import { nextId } from '../db';
import { domainsOf, logOperation, NO_DOMAIN } from '../dns/access';
import { idsOf, int, text, type Input } from '../fields';
import { GROUP_NAME_MAX } from '../../data/domainGroups/api';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb, DemoDomainGroup } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

const toWire = (group: DemoDomainGroup) => ({
    id: group.id,
    name: group.name,
    remark: group.remark,
    weight: group.weight,
    domainIds: group.domainIds.join(','),
    createTime: group.createTime,
});

const ownGroup = ({ db, session }: AuthedContext, id: number): DemoDomainGroup => {
    const group = db.domainGroups.find(row => row.id === id && row.userId === session.userId);
    if (!group) throw new DemoError('分组不存在');
    return group;
};

/** The user's domain ids named by a `domainIds` field ("1,2"); refuses ids that are not theirs. */
const ownDomainIds = (db: DemoDb, userId: number, value: unknown): number[] => {
    const ids = [...new Set(idsOf(value))];
    const mine = new Set(domainsOf(db, userId).map(domain => domain.id));
    if (ids.some(id => !mine.has(id))) throw new DemoError('域名不存在');
    return ids;
};

/** Puts domains in `target` (undefined = no group): each leaves whatever group it was in. */
const moveInto = (db: DemoDb, userId: number, ids: number[], target: DemoDomainGroup | undefined) => {
    const moving = new Set(ids);
    for (const group of db.domainGroups) {
        if (group.userId !== userId || group === target) continue;
        group.domainIds = group.domainIds.filter(id => !moving.has(id));
    }
    if (target) target.domainIds = [...target.domainIds.filter(id => !moving.has(id)), ...ids];
};

const save = (context: AuthedContext, input: Input) => {
    const { db, session } = context;
    const id = int(input.id, 0);
    const existing = id > 0 ? ownGroup(context, id) : undefined;
    const name = text(input.name);
    if (!name) throw new DemoError('分组名称不能为空');
    if (name.length > GROUP_NAME_MAX) throw new DemoError(`分组名称不能超过${GROUP_NAME_MAX}个字符`);
    if (db.domainGroups.some(group => group.userId === session.userId && group.name === name && group !== existing)) throw new DemoError('分组名称已存在');
    const domainIds = input.domainIds === undefined ? undefined : ownDomainIds(db, session.userId, input.domainIds);
    const group: DemoDomainGroup = existing ?? {
        id: nextId(db.domainGroups),
        userId: session.userId,
        name,
        remark: '',
        weight: 0,
        domainIds: [],
        createTime: now(),
    };
    group.name = name;
    group.remark = text(input.remark);
    group.weight = int(input.weight, group.weight);
    if (!existing) db.domainGroups.push(group);
    if (domainIds) {
        // the save sets the members: the ones left out leave, the ones named leave their other groups
        group.domainIds = [];
        moveInto(db, session.userId, domainIds, group);
    }
    logOperation(context, NO_DOMAIN, existing ? '修改分组' : '添加分组', `${name}（${group.domainIds.length}个域名）`);
    return ok({ data: { id: group.id } });
};

export const domainGroupRoutes = [
    route.userPost('app/dns/domain_group/list', ({ db, session, input }) => {
        const key = text(input.key).toLowerCase();
        const rows = db.domainGroups.filter(group => group.userId === session.userId && (!key || group.name.toLowerCase().includes(key)));
        const page = paginate(rows, input, { sidx: 'weight', order: 'asc', limit: 20 });
        return ok({ data: { ...page, list: page.list.map(toWire) } });
    }),

    route.userPost('app/dns/domain_group/save', context => save(context, context.input)),

    route.userPost('app/dns/domain_group/delete', context => {
        const { db, session, input, body } = context;
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        const names = [...ids].map(id => ownGroup(context, id).name);
        db.domainGroups = db.domainGroups.filter(group => group.userId !== session.userId || !ids.has(group.id));
        logOperation(context, NO_DOMAIN, '删除分组', names.join('、'));
        return ok();
    }),

    route.userGet('app/dns/domain_group/detail', context => {
        const { db, session, input } = context;
        const id = int(input.id, 0);
        const group = id > 0 ? ownGroup(context, id) : undefined;
        const members = new Set(group?.domainIds ?? []);
        const mine = domainsOf(db, session.userId);
        const brief = (domain: { id: number; domain: string }) => ({ id: domain.id, domain: domain.domain });
        return ok({
            notIn: mine.filter(domain => !members.has(domain.id)).map(brief),
            data: {
                ...(group ? toWire(group) : { id: 0, name: '', remark: '', weight: 0, domainIds: '', createTime: '' }),
                domainInfos: mine.filter(domain => members.has(domain.id)).map(brief),
            },
        });
    }),

    route.userPost('app/dns/domain_group/move', context => {
        const { db, session, input } = context;
        const groupId = int(input.groupId, 0);
        const target = groupId > 0 ? ownGroup(context, groupId) : undefined;
        const ids = ownDomainIds(db, session.userId, input.domainIds);
        if (ids.length === 0) throw new DemoError('请选择域名');
        moveInto(db, session.userId, ids, target);
        const names = new Map(domainsOf(db, session.userId).map(domain => [domain.id, domain.domain]));
        const shown =
            ids
                .slice(0, 5)
                .map(id => names.get(id))
                .join('、') + (ids.length > 5 ? ` 等${ids.length}个域名` : '');
        logOperation(context, NO_DOMAIN, '移动分组', target ? `${shown} 移入分组「${target.name}」` : `${shown} 移出分组`);
        return ok();
    }),
];
