import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, listRecords, setRecord, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

interface Level {
    id: number;
    name: string;
    startEnd: string;
    linetype: number;
    child: number;
}
const level = async (token: string, parent: number) => (await call('app/dns/line/list', { token, query: { parent, domain_id: 1 } })).data as Level[];

interface CustomLine {
    id: number;
    name: string;
    content: string;
    createTime: string;
}
const customLines = async (token: string) =>
    ((await call('app/dns/GetUserDefindLineList', { token, json: { name: '', page: 1, limit: 100 } })).data as ListData<CustomLine>).list;
const saveLine = (token: string, body: Record<string, unknown>) => call('app/dns/defindLine/set', { token, json: body });

describe('demo backend: lines', () => {
    it('answers the tree a level at a time', async () => {
        const token = await user1();
        const root = await level(token, 0);
        expect(root.map(line => line.name)).toEqual(['默认', '电信', '联通', '移动', '教育网', '铁通', '广电', '境内', '境外', '搜索引擎', '自定义线路']);
        expect(root[0]).toEqual({ id: 1, name: '默认', startEnd: '100000000-999999999', linetype: 1, child: 0 });
        const telecom = root[1];
        expect(telecom.child).toBe(31);
        const provinces = await level(token, telecom.id);
        expect(provinces[0]).toMatchObject({ name: '电信_北京', linetype: 1, child: 0 });
        const abroad = await level(token, root.find(line => line.name === '境外')!.id);
        expect(abroad.map(line => line.name)).toContain('亚洲');
        const asia = await level(token, abroad.find(line => line.name === '亚洲')!.id);
        expect(asia.map(line => line.name)).toContain('日本');
        const engines = await level(token, root.find(line => line.name === '搜索引擎')!.id);
        expect(engines.map(line => line.name)).toEqual(['百度', '谷歌', '必应', '搜狗', '360']);
    });

    it('lists the user own custom lines under 自定义线路', async () => {
        const token = await user1();
        const custom = (await level(token, 0)).at(-1)!;
        expect(custom).toMatchObject({ name: '自定义线路', linetype: 2, child: 3 });
        const children = await level(token, custom.id);
        expect(children.map(line => line.name)).toEqual(['办公网出口', '上海分公司', '合作伙伴专线']);
        expect(children.every(line => line.linetype === 2 && line.child === 0)).toBe(true);
        expect(new Set(children.map(line => line.startEnd)).size).toBe(3);
        expect(await level(await user2(), custom.id)).toEqual([]);
    });

    it('looks up line codes and areas', async () => {
        const found = (await call('app/common/query/line/code/area', { query: { keyword: '北京' } })).data as Array<{ code: string; area: string }>;
        expect(found.map(row => row.area)).toEqual(expect.arrayContaining(['电信_北京', '联通_北京', '北京']));
        const byCode = (await call('app/common/query/line/code/area', { query: { keyword: '100000000-999999999' } })).data;
        expect(byCode).toEqual([{ code: '100000000-999999999', area: '默认' }]);
        expect(((await call('app/common/query/line/code/area', { query: { keyword: '' } })).data as unknown[]).length).toBeGreaterThan(200);
    });
});

describe('demo backend: custom lines', () => {
    it('creates, edits and deletes a custom line, normalising the ranges', async () => {
        const token = await user1();
        const created = await saveLine(token, { id: 0, name: '新机房', content: '8.8.8.0 - 8.8.8.255\n\n9.9.9.0-9.9.9.255\n' });
        expect(created.code).toBe(1);
        const id = (created.data as { id: number }).id;
        expect(id).toBeGreaterThan(10000);
        expect((await customLines(token))[0]).toMatchObject({ id, name: '新机房', content: '8.8.8.0-8.8.8.255\n9.9.9.0-9.9.9.255' });
        expect((await saveLine(token, { id, name: '新机房2', content: '8.8.8.0/24\n9.9.9.9\n2001:db8::/32' })).code).toBe(1);
        expect((await customLines(token)).find(line => line.id === id)?.content).toBe(
            '8.8.8.0-8.8.8.255\n9.9.9.9-9.9.9.9\n2001:db8::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
        );
        expect((await customLines(token)).find(line => line.id === id)?.name).toBe('新机房2');
        expect((await call('app/dns/defindLine/delete', { token, json: { ids: `${id}` } })).code).toBe(1);
        expect((await customLines(token)).some(line => line.id === id)).toBe(false);
    });

    it('refuses bad ranges, empty and duplicate names', async () => {
        const token = await user1();
        expect(await saveLine(token, { id: 0, name: '', content: '8.8.8.0-8.8.8.255' })).toEqual({ code: 500, msg: '线路名称不能为空' });
        expect(await saveLine(token, { id: 0, name: '办公网出口', content: '8.8.8.0-8.8.8.255' })).toEqual({ code: 500, msg: '线路名称已存在' });
        expect(await saveLine(token, { id: 0, name: 'x', content: '' })).toEqual({ code: 500, msg: '请至少输入一个IP段' });
        expect(await saveLine(token, { id: 0, name: 'x', content: '8.8.8.0/33' })).toEqual({ code: 500, msg: '第1行的前缀长度超出该协议的位数：8.8.8.0/33' });
        expect(await saveLine(token, { id: 0, name: 'x', content: '8.8.8.300-8.8.9.1' })).toEqual({
            code: 500,
            msg: '第1行格式错误，应为单个IP、起始IP-截止IP 或 CIDR 网段：8.8.8.300-8.8.9.1',
        });
        expect(await saveLine(token, { id: 0, name: 'x', content: '2001:db8::/32\n2001:db8:1::1' })).toEqual({ code: 500, msg: '第2行与第1行重叠' });
        expect(await saveLine(token, { id: 0, name: 'x', content: '8.8.9.0-8.8.8.0' })).toEqual({
            code: 500,
            msg: '第1行起始IP不能大于截止IP：8.8.9.0-8.8.8.0',
        });
        expect(await saveLine(token, { id: 0, name: 'x', content: '8.8.8.0-8.8.8.255\n8.8.8.128-8.8.9.0' })).toEqual({ code: 500, msg: '第2行与第1行重叠' });
    });

    it('a record can use a custom line, which then cannot be deleted', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.com');
        const [office] = await customLines(token).then(lines => lines.filter(line => line.name === '办公网出口'));
        const added = await setRecord(token, zone, {
            operation_type: 'add',
            record_id: null,
            top: 'intranet',
            record_type: 'A',
            value: '10.0.0.8',
            record_line_id: office.id,
        });
        expect(added.code).toBe(1);
        expect((await listRecords(token, { domain_id: zone.id, top: 'intranet' })).objData[0]).toMatchObject({
            record_line_id: office.id,
            record_line_name: '办公网出口',
            linetype: 2,
        });
        const refused = await call('app/dns/defindLine/delete', { token, json: { ids: `${office.id}` } });
        expect(refused.code).toBe(500);
        expect(refused.msg).toContain('办公网出口');
        // another account cannot use it
        const theirZone = (await call('app/dns/domain/list', { token: await user2(), form: { page: 1, limit: 1 } })).data as ListData<{
            id: number;
            domain: string;
        }>;
        const theirs = await setRecord(await user2(), theirZone.list[0], {
            operation_type: 'add',
            record_id: null,
            top: 'x',
            record_type: 'A',
            value: '1.2.3.4',
            record_line_id: office.id,
        });
        expect(theirs).toEqual({ code: 500, msg: '线路不存在' });
    });
});
