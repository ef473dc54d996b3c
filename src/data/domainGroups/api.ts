import type { Identifier } from 'react-admin';
import * as v from 'valibot';
import { list, nested, num, numberId, optionalText, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { createdId } from '../../dataProvider/created';
import { defineApi, type ListRequest, searchText } from '../../dataProvider/defineApi';
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

// How the answers are read (dataProvider/answers.ts).
const groupFields = { name: text, remark: text, weight: num, domainIds: text, createTime: optionalText };
const groupRecord: RecordSchema<DomainGroup> = row({ id: numberId, ...groupFields });
const groupDomain: RecordSchema<GroupDomain> = row({ id: numberId, domain: text });

/** The detail answer: data = the group with domainInfos, notIn at the top level; the group asked for when data has no id. */
const groupDetail = (asked: Identifier | undefined): RecordSchema<GroupDetail> =>
    v.pipe(
        row({ data: nested({ id: v.optional(numberId), ...groupFields, domainInfos: list(groupDomain) }), notIn: list(groupDomain) }),
        v.transform(({ data: { domainInfos, ...group }, notIn }) => {
            const inGroup = domainInfos.map(({ id, domain }) => ({ id, domain }));
            // the detail's own domainIds may be absent: the members it lists say the same
            const domainIds = group.domainIds || inGroup.map(domain => domain.id).join(',');
            return { group: { ...group, id: group.id ?? Number(asked), domainIds }, inGroup, notIn: notIn.map(({ id, domain }) => ({ id, domain })) };
        }),
    );

export const readGroupDetail = (json: Envelope, asked?: Identifier): GroupDetail => readAnswer(groupDetail(asked), json, GROUP_PATHS.detail);

const listParams = ({ page, perPage, filter }: ListRequest): Params => ({
    key: searchText(filter.key ?? filter.q) ?? '',
    page,
    limit: perPage,
});

export const domainGroupsApi = defineApi<DomainGroup>({
    record: groupRecord,
    list: { path: GROUP_PATHS.list, params: listParams },
    one: { path: GROUP_PATHS.detail, method: 'GET', result: (json, id) => readGroupDetail(json, id).group },
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
        result: (json, sent) =>
            readAnswer(
                groupRecord,
                { ...sent, name: String(sent.name ?? '').trim(), remark: String(sent.remark ?? '').trim(), id: sent.id ?? createdId(json, GROUP_PATHS.save) },
                GROUP_PATHS.save,
            ),
    },
    delete: { path: GROUP_PATHS.delete },
});

/** The group calls that are not CRUD: who is in and out of a group, and moving domains into one. */
export const domainGroupCalls = (http: HttpClient) => ({
    getGroupDetail: async (id: Identifier): Promise<GroupDetail> => readGroupDetail(await http.get(GROUP_PATHS.detail, { id }), id),
    /** groupId 0 = no group; each domain leaves its other groups. */
    moveDomains: async (groupId: Identifier, ids: Identifier[]): Promise<void> => {
        await http.post(GROUP_PATHS.move, { groupId, domainIds: ids.join(',') });
    },
});
