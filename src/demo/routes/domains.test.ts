import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, listDomains, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

describe('demo backend: domains', () => {
    it('lists the user own domains, paged, newest first by default, with the wire fields', async () => {
        const token = await user1();
        const page1 = await listDomains(token);
        // 300 of their own, and weekend-photo.net the second user shares with them
        expect(page1.totalCount).toBe(301);
        expect(page1.list).toHaveLength(20);
        expect(page1.list[0].id).toBeGreaterThan(page1.list[1].id);
        expect(Object.keys(page1.list[0])).toEqual(
            expect.arrayContaining([
                'id',
                'domain',
                'status',
                'whoisStatus',
                'ckTime',
                'nsRecords',
                'errorInfo',
                'recordCount',
                'remarks',
                'isTopDomain',
                'isShare',
                'locked',
                'userid',
                'createTime',
            ]),
        );
        const page15 = await listDomains(token, { page: 15 });
        expect(page15.list).toHaveLength(20);
        expect(page15.list.some(domain => page1.list.some(first => first.id === domain.id))).toBe(false);

        const other = await listDomains(await user2());
        // 3 of their own, and dnsconsole-demo.cn the first user shares with them
        expect(other.totalCount).toBe(4);
    });

    it('filters by name substring (trimmed), NS state, status and group; sorts by sidx/order', async () => {
        const token = await user1();
        const found = await listDomains(token, { domain: '  example  ', limit: 100 });
        expect(found.list.every(domain => domain.domain.includes('example'))).toBe(true);
        expect(found.list.map(domain => domain.domain)).toContain('bigzone-example.com');

        const wrong = await listDomains(token, { whoisStatus: 2, limit: 100 });
        expect(wrong.totalCount).toBeGreaterThan(20);
        expect(wrong.list.every(domain => domain.whoisStatus === 2 && JSON.parse(domain.errorInfo).length === 2)).toBe(true);
        expect((await listDomains(token, { status: 3 })).totalCount).toBe(8);

        const groups = (await call('app/dns/domain_group/list', { token, json: { key: '', page: 1, limit: 100 } })).data as ListData<{
            id: number;
            domainIds: string;
        }>;
        const group = groups.list[0];
        const inGroup = await listDomains(token, { groupId: group.id, limit: 100 });
        expect(inGroup.list.map(domain => domain.id).sort((a, b) => a - b)).toEqual(
            group.domainIds
                .split(',')
                .map(Number)
                .sort((a, b) => a - b),
        );

        const byName = await listDomains(token, { sidx: 'domain', order: 'asc' });
        const names = byName.list.map(domain => domain.domain);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true })));
        const byRecords = await listDomains(token, { sidx: 'recordCount', order: 'desc' });
        expect(byRecords.list[0].domain).toBe('bigzone-example.com');
    });

    it('shows a bound plan on the domain, and none where there is none', async () => {
        const token = await user1();
        const big = await domainNamed(token, 'bigzone-example.com');
        expect(big.consume).toMatchObject({
            product: { productName: '企业版', productUnitPrice: 298000, productUnit: '1y' },
            consume: { id: 1, effectStartTime: expect.any(String) },
        });
        const info = await call('app/dns/domain/info', { token, query: { id: big.id } });
        expect(info.data).toMatchObject({ id: big.id, domain: 'bigzone-example.com', recordCount: big.recordCount });
        const plain = (await listDomains(token, { page: 2 })).list.find(domain => !domain.consume);
        expect(plain).toBeDefined();
    });

    it('adds a domain, refusing bad names, duplicates and names held by another account', async () => {
        const token = await user1();
        for (const bad of ['ab', 'no-dot', '-bad.com', 'bad-.com', 'a..com', `${'x'.repeat(64)}.com`, 'under_score.com', '1.2.3.4']) {
            expect(await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: bad, id: 0 } })).toEqual({
                code: 500,
                msg: '域名格式错误',
            });
        }
        expect(await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: 'example.com', id: 0 } })).toEqual({
            code: 500,
            msg: '域名已存在',
        });
        expect(await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: 'lisi-studio.com', id: 0 } })).toEqual({
            code: 500,
            msg: '该域名已被其他账号添加',
        });

        const added = await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: ' New-Shop.CN ', id: 0, consumeId: '' } });
        expect(added.code).toBe(1);
        const id = (added.data as { id: number }).id;
        const row = await domainNamed(token, 'new-shop.cn');
        expect(row).toMatchObject({ id, status: 1, whoisStatus: 0, locked: 0, recordCount: 0 });
        expect(await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: '*.wild-card.com', id: 0 } })).toEqual({
            code: 500,
            msg: '域名格式错误',
        });
    });

    it("adds a domain by the console's rule: a public suffix ends it, is not it, and a Unicode name is stored as punycode", async () => {
        const token = await user1();
        const refusal = async (domain: string) => (await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain, id: 0 } })).msg;
        expect(await refusal('a.b')).toBe('域名后缀“.b”不是有效的顶级域名');
        expect(await refusal('example.invalidtld')).toBe('域名后缀“.invalidtld”不是有效的顶级域名');
        expect(await refusal('co.uk')).toBe('co.uk 是公共后缀，不能作为域名添加');
        expect(await refusal('com')).toBe('com 是公共后缀，不能作为域名添加');
        expect(await refusal('http://x.com/')).toBe('域名格式错误');

        for (const [typed, stored] of [
            ['例子.中国', 'xn--fsqu00a.xn--fiqs8s'],
            ['café.fr', 'xn--caf-dma.fr'],
            ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
        ]) {
            expect((await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: typed, id: 0 } })).code).toBe(1);
            expect((await domainNamed(token, stored)).domain).toBe(stored);
        }
        expect(await refusal('MÜNCHEN.de')).toBe('域名已存在');
    });

    it('binds an unused plan to a new domain, once', async () => {
        const token = await user1();
        const added = await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: 'with-plan.com', id: 0, consumeId: 4 } });
        expect(added.code).toBe(1);
        expect((await domainNamed(token, 'with-plan.com')).consume?.product.productName).toBe('旗舰版');
        expect(await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: 'with-plan2.com', id: 0, consumeId: 4 } })).toEqual({
            code: 500,
            msg: '套餐不存在或已被使用',
        });
    });

    it('pauses and enables domains; a locked domain cannot be paused or deleted', async () => {
        const token = await user1();
        const [a, b] = (await listDomains(token, { status: 1, limit: 100 })).list.filter(domain => !domain.locked && !domain.isShare);
        expect((await call('app/dns/update/domain/status', { token, json: { domainIds: `${a.id},${b.id}`, status: 3 } })).code).toBe(1);
        expect((await domainNamed(token, a.domain)).status).toBe(3);
        expect((await call('app/dns/update/domain/status', { token, json: { domainIds: `${a.id}`, status: 1 } })).code).toBe(1);
        expect((await domainNamed(token, a.domain)).status).toBe(1);

        expect((await call('app/dns/domain/update/attr', { token, json: { id: a.id, locked: 1 } })).code).toBe(1);
        const locked = { code: 500, msg: '域名已锁定，请先解锁' };
        expect(await call('app/dns/update/domain/status', { token, json: { domainIds: `${a.id},${b.id}`, status: 3 } })).toEqual(locked);
        expect((await domainNamed(token, b.domain)).status).toBe(3); // b was paused above and the refused batch changed nothing
        expect(await call('app/dns/batch/delete/domain', { token, form: { ids: `${a.id}` } })).toEqual(locked);
        expect((await call('app/dns/domain/update/attr', { token, json: { id: a.id, locked: 0 } })).code).toBe(1);
        expect((await call('app/dns/domain/update/attr', { token, json: { id: a.id, remarks: '  主站 ' } })).code).toBe(1);
        expect((await domainNamed(token, a.domain)).remarks).toBe('主站');
    });

    it('batch deletes domains with their records, and leaves other accounts alone', async () => {
        const token = await user1();
        const before = (await call('app/dns/user/overview', { token })).data as { domainCount: number; recordCount: number };
        const victims = (await listDomains(token, { limit: 4 })).list.filter(domain => !domain.locked && !domain.isShare);
        const records = victims.reduce((sum, domain) => sum + domain.recordCount, 0);
        expect((await call('app/dns/batch/delete/domain', { token, form: { ids: victims.map(domain => domain.id).join(',') } })).code).toBe(1);
        const after = (await call('app/dns/user/overview', { token })).data as { domainCount: number; recordCount: number };
        expect(after).toMatchObject({ domainCount: before.domainCount - victims.length, recordCount: before.recordCount - records });

        const theirs = (await listDomains(await user2())).list.find(domain => !domain.isShare)!;
        expect(await call('app/dns/batch/delete/domain', { token, form: { ids: `${theirs.id}` } })).toEqual({ code: 500, msg: '域名不存在' });
        expect(await call('app/dns/batch/delete/domain', { token, form: { ids: '' } })).toEqual({ code: 500, msg: '请选择要删除的数据' });
    });

    it('answers the overview counts', async () => {
        const token = await user1();
        const overview = (await call('app/dns/user/overview', { token })).data as Record<string, number>;
        expect(overview).toMatchObject({ domainCount: 300, pausedCount: 8, lockedCount: 5 });
        expect(overview.recordCount).toBeGreaterThan(5200);
        expect(overview.wrongNsCount).toBeGreaterThan(20);
    });

    it('answers under every API prefix and refuses without a session', async () => {
        const token = await user1();
        const viaApi = await call('app/dns/domain/list', { token, form: { page: 1, limit: 5 }, base: 'http://localhost/api/' });
        expect((viaApi.data as ListData<unknown>).totalCount).toBe(301);
        expect((await call('app/dns/domain/list', { form: { page: 1 } })).code).toBe(401);
    });
});

describe('demo backend: domain groups', () => {
    const groups = async (token: string) =>
        (
            (await call('app/dns/domain_group/list', { token, json: { key: '', page: 1, limit: 100 } })).data as ListData<{
                id: number;
                name: string;
                domainIds: string;
                weight: number;
            }>
        ).list;

    it('lists the six groups by sort order, and searches by key', async () => {
        const token = await user1();
        expect((await groups(token)).map(group => group.name)).toEqual(['官网', '电商', '测试环境', '客户项目', '海外业务', '已备案']);
        const found = (await call('app/dns/domain_group/list', { token, json: { key: '测试', page: 1, limit: 10 } })).data as ListData<{ name: string }>;
        expect(found.list.map(group => group.name)).toEqual(['测试环境']);
        expect(((await call('app/dns/domain_group/list', { token: await user2(), json: { page: 1, limit: 10 } })).data as ListData<unknown>).totalCount).toBe(
            0,
        );
    });

    it('saves groups, refusing empty and duplicate names', async () => {
        const token = await user1();
        expect(await call('app/dns/domain_group/save', { token, json: { id: 0, name: ' ', remark: '', weight: 1 } })).toEqual({
            code: 500,
            msg: '分组名称不能为空',
        });
        expect(await call('app/dns/domain_group/save', { token, json: { id: 0, name: '官网', remark: '', weight: 1 } })).toEqual({
            code: 500,
            msg: '分组名称已存在',
        });
        const created = await call('app/dns/domain_group/save', { token, json: { id: 0, name: '新分组', remark: '备注', weight: 9, domainIds: '' } });
        const id = (created.data as { id: number }).id;
        expect((await groups(token)).at(-1)).toMatchObject({ id, name: '新分组', weight: 9, domainIds: '' });
        expect((await call('app/dns/domain_group/save', { token, json: { id, name: '改名', remark: '', weight: 0 } })).code).toBe(1);
        expect((await groups(token))[0]).toMatchObject({ id, name: '改名' });
        expect((await call('app/dns/domain_group/delete', { token, json: { ids: `${id}` } })).code).toBe(1);
        expect((await groups(token)).some(group => group.id === id)).toBe(false);
    });

    it('moves domains: a domain ends up in at most one group; 0 takes it out', async () => {
        const token = await user1();
        const [first, second] = await groups(token);
        const moving = first.domainIds.split(',').slice(0, 2).map(Number);
        expect((await call('app/dns/domain_group/move', { token, json: { groupId: second.id, domainIds: moving.join(',') } })).code).toBe(1);
        const after = await groups(token);
        const holders = (id: number) => after.filter(group => group.domainIds.split(',').map(Number).includes(id)).map(group => group.id);
        for (const id of moving) expect(holders(id)).toEqual([second.id]);
        const log = (await call('app/dns/GetDnsOperationLog', { token, query: { page: 1, limit: 1 } })).data as ListData<{ action: string; content: string }>;
        expect(log.list[0].action).toBe('移动分组');
        expect(log.list[0].content).toContain(`移入分组「${second.name}」`);

        const detail = await call('app/dns/domain_group/detail', { token, query: { id: second.id } });
        const data = detail.data as { name: string; domainInfos: Array<{ id: number; domain: string }> };
        expect(data.name).toBe(second.name);
        expect(data.domainInfos.map(domain => domain.id)).toEqual(expect.arrayContaining(moving));
        const notIn = detail.notIn as Array<{ id: number }>;
        expect(notIn.length + data.domainInfos.length).toBe(300);

        expect((await call('app/dns/domain_group/move', { token, json: { groupId: 0, domainIds: `${moving[0]}` } })).code).toBe(1);
        expect((await groups(token)).some(group => group.domainIds.split(',').map(Number).includes(moving[0]))).toBe(false);
    });

    it('a group save sets its members, taking them from their other groups', async () => {
        const token = await user1();
        const [first] = await groups(token);
        const taken = first.domainIds.split(',')[0];
        const created = await call('app/dns/domain_group/save', { token, json: { id: 0, name: '新分组', remark: '', weight: 7, domainIds: taken } });
        const id = (created.data as { id: number }).id;
        const after = await groups(token);
        expect(after.find(group => group.id === id)?.domainIds).toBe(taken);
        expect(after.find(group => group.id === first.id)?.domainIds.split(',')).not.toContain(taken);
    });
});
