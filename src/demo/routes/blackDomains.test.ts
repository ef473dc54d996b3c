import { describe, expect, it } from 'vitest';
import type { BlackDomain, BlacklistSetting } from '../../data/blackDomains/types';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

type Page = { list: BlackDomain[]; totalCount: number };
const list = async (token: string, body: Record<string, unknown> = {}) =>
    (await call('sys/dns/black/list', { token, json: { page: 1, limit: 50, ...body } })).page as Page;

describe('demo backend: blacklist', () => {
    it('lists the seeded domains, newest first, and searches a trimmed substring in any case', async () => {
        const token = await loginAdmin();
        const all = await list(token);
        expect(all.totalCount).toBe(6);
        expect(Number(all.list[0].id)).toBeGreaterThan(Number(all.list[1].id));
        const found = await list(token, { domain: '  PHISHING ' });
        expect(found.list.map(row => row.domain)).toEqual(['phishing-bank.example.net']);
    });

    it('adds many at once, refusing bad lines, duplicates and domains already listed by name', async () => {
        const token = await loginAdmin();
        const added = await call('sys/dns/black/save', { token, json: { domains: 'new-a.com\n\n  new-b.cn \n*.new-c.org', remark: '测试' } });
        expect(added.code).toBe(1);
        expect((added.data as { ids: number[] }).ids).toHaveLength(3);
        expect((await list(token, { domain: 'new-' })).list.map(row => row.remark)).toEqual(['测试', '测试', '测试']);

        expect(await call('sys/dns/black/save', { token, json: { domains: 'ok.com\nbad domain' } })).toEqual({ code: 500, msg: '域名格式不正确：bad domain' });
        expect(await call('sys/dns/black/save', { token, json: { domains: 'x1.com\nX1.COM' } })).toEqual({ code: 500, msg: '域名不能重复：X1.COM' });
        expect(await call('sys/dns/black/save', { token, json: { domains: 'fresh.com\nNEW-A.com\ncoinminer.example.cn' } })).toEqual({
            code: 500,
            msg: '域名已在黑名单中：NEW-A.com、coinminer.example.cn',
        });
        expect((await call('sys/dns/black/save', { token, json: { domains: '  \n ' } })).msg).toBe('域名不能为空');
        const tooMany = Array.from({ length: 501 }, (_, i) => `m${i}.com`).join('\n');
        expect((await call('sys/dns/black/save', { token, json: { domains: tooMany } })).msg).toBe('一次最多添加 500 个域名');
        expect((await list(token)).totalCount).toBe(9);
    });

    it('deletes by ids ("1,2" or an array) and refuses an empty selection', async () => {
        const token = await loginAdmin();
        expect((await call('sys/dns/black/delete', { token, json: { ids: '1,2' } })).code).toBe(1);
        expect((await call('sys/dns/black/delete', { token, json: [3] })).code).toBe(1);
        expect((await list(token)).list.map(row => row.id).sort()).toEqual([4, 5, 6]);
        expect(await call('sys/dns/black/delete', { token, json: { ids: '' } })).toEqual({ code: 500, msg: '请选择要删除的数据' });
    });

    it('reads and saves the setting, checking mode, the fixed IPv4 and the TTL', async () => {
        const token = await loginAdmin();
        expect((await call('sys/dns/black/config', { token })).data).toEqual({ enabled: 1, mode: 'nxdomain', answerIp: '', ttl: 600, logBlocked: 1 });
        const fixed: BlacklistSetting = { enabled: 0, mode: 'fixed', answerIp: '10.0.0.8', ttl: 60, logBlocked: 0 };
        expect((await call('sys/dns/black/config/save', { token, json: fixed })).code).toBe(1);
        expect((await call('sys/dns/black/config', { token })).data).toEqual(fixed);

        expect((await call('sys/dns/black/config/save', { token, json: { ...fixed, answerIp: '' } })).msg).toBe('固定应答IP不能为空');
        expect((await call('sys/dns/black/config/save', { token, json: { ...fixed, answerIp: '10.0.0' } })).msg).toBe('IP格式不正确：10.0.0');
        expect((await call('sys/dns/black/config/save', { token, json: { ...fixed, mode: 'drop' } })).msg).toBe('拦截方式不正确');
        expect((await call('sys/dns/black/config/save', { token, json: { ...fixed, ttl: 0 } })).msg).toBe('TTL 须为 1-86400 的整数');
        // another mode drops the fixed answer
        await call('sys/dns/black/config/save', { token, json: { ...fixed, mode: 'refused' } });
        expect((await call('sys/dns/black/config', { token })).data).toMatchObject({ mode: 'refused', answerIp: '' });
    });

    it('needs an admin session', async () => {
        expect((await call('sys/dns/black/list', { json: {} })).code).toBe(401);
    });
});
