import type { Identifier } from 'react-admin';
import { defineApi, listResult, type ListRequest, searchText } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient, Params } from '../../http/client';

/** A domain group (app/dns/domain_group/list). */
export interface DomainGroup {
    id: number;
    name: string;
    remark?: string;
    /** The sort ("sort" on screen). */
    weight: number;
    /** Comma-joined ids of the domains in the group. */
    domainIds?: string;
    createTime?: string;
}

/** A domain as the group detail names it. */
export interface GroupDomain {
    id: number;
    domain: string;
}

interface GroupDetail {
    group: DomainGroup;
    inGroup: GroupDomain[];
    notIn: GroupDomain[];
}

/** The longest group name the server takes (app/dns/domain_group/save). */
export const GROUP_NAME_MAX = 32;

/** The group id that means no group (moving a domain to it takes it out of every group). */
export const NO_GROUP = 0;

/** Enough for every group of an account in one list call (the list filter and the group column need them all). */
export const ALL_GROUPS_LIMIT = 1000;

const GROUP_PATHS = {
    list: 'app/dns/domain_group/list',
    save: 'app/dns/domain_group/save',
    delete: 'app/dns/domain_group/delete',
    detail: 'app/dns/domain_group/detail',
    move: 'app/dns/domain_group/move',
} as const;

/** "1,2" (or a number, or nothing) -> [1, 2]. */
export const parseDomainIds = (value: unknown): number[] =>
    String(value ?? '')
        .split(',')
        .map(item => item.trim())
        .filter(Boolean)
        .map(Number)
        .filter(Number.isFinite);

/** The group each domain is in, read from the groups' domainIds: one list answer names every domain's group. */
export const groupIndex = (groups: readonly DomainGroup[]): Map<number, DomainGroup> => {
    const index = new Map<number, DomainGroup>();
    for (const group of groups) for (const id of parseDomainIds(group.domainIds)) if (!index.has(id)) index.set(id, group);
    return index;
};

const toGroup = (row: Record<string, unknown>): DomainGroup => ({
    id: Number(row.id),
    name: String(row.name ?? ''),
    remark: row.remark == null ? '' : String(row.remark),
    weight: Number(row.weight ?? 0),
    domainIds: row.domainIds == null ? '' : String(row.domainIds),
    createTime: row.createTime == null ? undefined : String(row.createTime),
});

const toGroupDomain = (row: Record<string, unknown>): GroupDomain => ({ id: Number(row.id), domain: String(row.domain ?? '') });

/** The detail answer: top-level notIn, data = the group with domainInfos. */
export const readGroupDetail = (json: Envelope): GroupDetail => {
    const data = (json.data ?? {}) as Record<string, unknown>;
    const inGroup = ((data.domainInfos as Record<string, unknown>[] | undefined) ?? []).map(toGroupDomain);
    const notIn = ((json.notIn as Record<string, unknown>[] | undefined) ?? []).map(toGroupDomain);
    const group = toGroup(data);
    // the detail's own domainIds may be absent: the members it lists say the same
    if (!group.domainIds) group.domainIds = inGroup.map(domain => domain.id).join(',');
    return { group, inGroup, notIn };
};

const listParams = ({ page, perPage, filter }: ListRequest): Params => ({
    key: searchText(filter.key ?? filter.q) ?? '',
    page,
    limit: perPage,
});

export const domainGroupsApi = defineApi<DomainGroup>({
    list: {
        path: GROUP_PATHS.list,
        params: listParams,
        result: json => {
            const { data, total } = listResult<DomainGroup>(json);
            return { data: data.map(row => toGroup(row as unknown as Record<string, unknown>)), total };
        },
    },
    one: { path: GROUP_PATHS.detail, method: 'GET', result: json => readGroupDetail(json).group },
    // a new group: id 0; an edit keeps the group's domains (the save call sets them all)
    save: {
        path: GROUP_PATHS.save,
        params: (group, previous) => ({
            id: previous?.id ?? group.id ?? 0,
            name: String(group.name ?? '').trim(),
            remark: String(group.remark ?? '').trim(),
            weight: Number(group.weight ?? 0),
            domainIds: group.domainIds ?? previous?.domainIds ?? '',
        }),
        result: (json, sent) => {
            const given = (json.data as { id?: number } | undefined)?.id;
            return toGroup({ ...sent, name: String(sent.name ?? '').trim(), remark: String(sent.remark ?? '').trim(), id: sent.id ?? given });
        },
    },
    delete: { path: GROUP_PATHS.delete },
});

/** The group calls that are not CRUD: who is in and out of a group, and moving domains into one. */
export const domainGroupCalls = (http: HttpClient) => ({
    getGroupDetail: async (id: Identifier): Promise<GroupDetail> => readGroupDetail(await http.get(GROUP_PATHS.detail, { id })),
    /** groupId 0 = no group; each domain leaves its other groups. */
    moveDomains: async (groupId: Identifier, ids: Identifier[]): Promise<void> => {
        await http.post(GROUP_PATHS.move, { groupId, domainIds: ids.join(',') });
    },
});
