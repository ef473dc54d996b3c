import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { createCrudProvider } from '../../dataProvider/crudProvider';
import { domainGroupCalls, domainGroupsApi, groupIndex, parseDomainIds, readGroupDetail, type DomainGroup } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const provider = (answer: Parameters<typeof fakeHttp>[0] = { code: 1 }) => {
    const fake = fakeHttp(answer);
    return { ...fake, dataProvider: createCrudProvider(fake.http, { domainGroup: domainGroupsApi }), calls: domainGroupCalls(fake.http) };
};

const group = (id: number, domainIds: string, name = `g${id}`): DomainGroup => ({ id, name, weight: id, domainIds, remark: '' });

describe('domain group declaration', () => {
    it('lists with {key, page, limit} (key trimmed) and reads data.list', async () => {
        const { dataProvider, last } = provider({
            code: 1,
            data: { list: [{ id: 1, name: 'A', weight: '2', domainIds: '1,2', remark: null }], totalCount: 1 },
        });
        const { data, total } = await dataProvider.getList('domainGroup', {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'weight', order: 'ASC' },
            filter: { key: ' 电商 ' },
        });
        expect(last()).toMatchObject({ path: 'app/dns/domain_group/list', options: { method: 'POST', body: { key: '电商', page: 2, limit: 20 } } });
        expect(data).toEqual([{ id: 1, name: 'A', weight: 2, domainIds: '1,2', remark: '', createTime: undefined }]);
        expect(total).toBe(1);
    });

    it('creates with id 0 and no domains; the new id from data.id', async () => {
        const { dataProvider, last } = provider({ code: 1, data: { id: 12 } });
        const { data } = await dataProvider.create('domainGroup', { data: { name: ' 新组 ', weight: 3, remark: 'r' } });
        expect(last()).toMatchObject({ path: 'app/dns/domain_group/save', options: { body: { id: 0, name: '新组', remark: 'r', weight: 3, domainIds: '' } } });
        expect(data).toMatchObject({ id: 12, name: '新组' });
    });

    it("edits keeping the group's domains", async () => {
        const { dataProvider, last } = provider();
        const previous = group(5, '7,8', 'old');
        await dataProvider.update('domainGroup', { id: 5, data: { name: 'new', weight: 1, remark: '' }, previousData: previous });
        expect(last().options.body).toEqual({ id: 5, name: 'new', remark: '', weight: 1, domainIds: '7,8' });
    });

    it('deletes with comma-joined ids', async () => {
        const { dataProvider, last } = provider();
        await dataProvider.delete('domainGroup', { id: 5, previousData: group(5, '') });
        expect(last()).toMatchObject({ path: 'app/dns/domain_group/delete', options: { body: { ids: '5' } } });
    });

    it('reads the detail: data = the group with domainInfos, top-level notIn', async () => {
        const answer = {
            code: 1,
            notIn: [{ id: 3, domain: 'c.com' }],
            data: {
                id: 5,
                name: 'G',
                weight: 1,
                remark: 'x',
                domainInfos: [
                    { id: 1, domain: 'a.com' },
                    { id: '2', domain: 'b.com' },
                ],
            },
        };
        const { calls, dataProvider, last } = provider(answer);
        const detail = await calls.getGroupDetail(5);
        expect(last()).toMatchObject({ path: 'app/dns/domain_group/detail', options: { method: 'GET', query: { id: 5 } } });
        expect(detail.inGroup).toEqual([
            { id: 1, domain: 'a.com' },
            { id: 2, domain: 'b.com' },
        ]);
        expect(detail.notIn).toEqual([{ id: 3, domain: 'c.com' }]);
        expect(detail.group).toMatchObject({ id: 5, name: 'G', domainIds: '1,2' });
        expect((await dataProvider.getOne('domainGroup', { id: 5 })).data).toMatchObject({ id: 5, name: 'G' });
        expect(readGroupDetail({ code: 1 })).toMatchObject({ inGroup: [], notIn: [] });
    });

    it('moves domains into a group, or out of every group with 0', async () => {
        const { calls, last } = provider();
        await calls.moveDomains(5, [1, 2]);
        expect(last()).toMatchObject({ path: 'app/dns/domain_group/move', options: { method: 'POST', body: { groupId: 5, domainIds: '1,2' } } });
        await calls.moveDomains(0, [3]);
        expect(last().options.body).toEqual({ groupId: 0, domainIds: '3' });
    });
});

describe('group helpers', () => {
    it('parses domainIds', () => {
        expect(parseDomainIds('1, 2,,3')).toEqual([1, 2, 3]);
        expect(parseDomainIds('')).toEqual([]);
        expect(parseDomainIds(undefined)).toEqual([]);
        expect(parseDomainIds(7)).toEqual([7]);
        expect(parseDomainIds('x,4')).toEqual([4]);
    });

    it("indexes each domain's group from the groups' domainIds (the first group wins)", () => {
        const index = groupIndex([group(1, '10,11'), group(2, '12,10')]);
        expect(index.get(10)?.id).toBe(1);
        expect(index.get(12)?.id).toBe(2);
        expect(index.get(99)).toBeUndefined();
    });
});

describe('domain group answers of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('list rows: a name that is a number written out, a weight that is not one read as 0, rows without an id dropped; reported', async () => {
        const rows = [{ id: 1, name: 2024, weight: 'top', domainIds: 7 }, { name: 'no id' }, 'junk'];
        const { dataProvider } = provider({ code: 1, data: { list: rows, totalCount: 3 } });
        const { data } = await dataProvider.getList('domainGroup', { pagination: { page: 1, perPage: 20 }, filter: {} });
        expect(data).toEqual([{ id: 1, name: '2024', remark: '', weight: 0, domainIds: '7' }]);
        expect(unreadableSources()).toEqual(['app/dns/domain_group/list']);
    });

    it('the detail: members that are a string read as none, notIn items that are not records dropped, the group asked for; reported', async () => {
        const { calls } = provider({ code: 1, data: { name: 5, domainInfos: 'a.com,b.com' }, notIn: [{ id: 3, domain: 'c.com' }, 'd.com'] });
        const detail = await calls.getGroupDetail(8);
        expect(detail).toEqual({ group: { id: 8, name: '5', remark: '', weight: 0, domainIds: '' }, inGroup: [], notIn: [{ id: 3, domain: 'c.com' }] });
        expect(unreadableSources()).toEqual(['app/dns/domain_group/detail']);
    });

    it('a group saved without an id given (or one of the wrong type) is an unreadable answer', async () => {
        const { dataProvider } = provider({ code: 1, data: { id: { n: 1 } } });
        await expect(dataProvider.create('domainGroup', { data: { name: 'g', weight: 1 } })).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['app/dns/domain_group/save']);
    });
});
