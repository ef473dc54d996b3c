import { describe, expect, it } from 'vitest';
import { API, call, loginUser, setupDemoServer, type Envelope } from '../../../tests/support/demo';
import { DEMO_SECOND_USER } from '../accounts';
import { getDemoDb } from '../db';

setupDemoServer();

/** A program's call: the key in the apikey header, from an address of the test's choosing. */
const withKey = async (key: string, path: string, form?: Record<string, string | number>, ip?: string): Promise<Envelope> => {
    const headers: Record<string, string> = { apikey: key, 'Content-Type': 'application/x-www-form-urlencoded' };
    if (ip) headers['x-demo-client-ip'] = ip;
    const body = form && new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
    return (await (await fetch(`${API}${path}`, { method: form ? 'POST' : 'GET', headers, body })).json()) as Envelope;
};

const create = async (token: string, form: Record<string, string>) =>
    call('app/user/token/create', { token, form: { scopes: 'records:read', resourceType: 'all', ...form } });

const domainId = (name: string): number => getDemoDb().domains.find(domain => domain.userId === 1 && domain.domain === name)!.id;

describe('demo backend: scoped API tokens (designed)', () => {
    it('lists the seeded tokens without secrets; creates one, answering its secret once', async () => {
        const token = await loginUser();
        const listed = (await call('app/user/token/list', { token, form: {} })).data as { list: Array<Record<string, unknown>> };
        expect(listed.list.map(row => row.name)).toEqual(['Grafana 看板', 'CI 部署']);
        expect(listed.list.every(row => !('secret' in row))).toBe(true);

        const made = await create(token, { name: 'backup', allowIps: '10.0.0.0/8,2001:db8::/32', expireTime: '2099-01-01 00:00:00' });
        const { token: row, secret } = made.data as { token: Record<string, unknown>; secret: string };
        expect(secret).toMatch(/^at_[0-9a-f]{32}$/);
        expect(row).toMatchObject({ name: 'backup', scopes: 'records:read', allowIps: '10.0.0.0/8,2001:db8::/32', prefix: secret.slice(0, 7) });
        const again = (await call('app/user/token/list', { token, form: {} })).data as { list: Array<Record<string, unknown>> };
        expect(JSON.stringify(again)).not.toContain(secret);
    });

    it.each([
        [{ name: '' }, '令牌名称不能为空'],
        [{ name: 'x', scopes: 'billing:read' }, '请至少选择一项权限'],
        [{ name: 'x', allowIps: '1.2.3.4,nope,10.0.0.1/8' }, 'IP 白名单第 2、3 行格式错误'],
        [{ name: 'x', expireTime: '2000-01-01 00:00:00' }, '过期时间须晚于当前时间'],
        [{ name: 'x', resourceType: 'domains', domains: 'not-mine.com' }, '域名不存在：not-mine.com'],
        [{ name: 'x', resourceType: 'groups', groupIds: '' }, '请选择令牌可访问的分组或域名'],
    ])('refuses %o: %s', async (form, msg) => {
        const token = await loginUser();
        expect(await create(token, form)).toMatchObject({ code: 500, msg });
    });

    it('a token limited to one domain and records read: reads it, and is refused the rest, each refusal naming what is missing', async () => {
        const token = await loginUser();
        const { secret } = (await create(token, { name: 'ro', resourceType: 'domains', domains: 'example.com' })).data as { secret: string };
        const mine = domainId('example.com');
        const other = domainId('example.org');

        expect((await withKey(secret, 'app/dns/record/list', { domain_id: mine, page: 1, limit: 10 })).code).toBe(1);
        expect(await withKey(secret, 'app/dns/record/list', { domain_id: other, page: 1, limit: 10 })).toMatchObject({
            code: 403,
            msg: '令牌无权访问域名 example.org',
        });
        expect(await withKey(secret, 'app/dns/record/set', { id: mine, info: '{}' })).toMatchObject({ code: 403, msg: '令牌没有「解析记录」的写入权限' });
        expect(await withKey(secret, 'app/dns/user/chart/data')).toMatchObject({ code: 403, msg: '令牌没有「统计」的读取权限' });
        expect(await withKey(secret, 'app/account/userinfo')).toMatchObject({ code: 403, msg: '令牌不能调用此接口' });
        expect(await withKey('at_nope', 'app/dns/domain/list', {})).toMatchObject({ code: 401 });

        const used = ((await call('app/user/token/list', { token, form: {} })).data as { list: Array<Record<string, string>> }).list.find(
            row => row.name === 'ro',
        )!;
        expect(used.lastUsedIp).toBe('58.33.12.8');
        expect(used.lastUsedTime).toMatch(/^\d{4}-/);
    });

    it('checks the address against the allow-list, IPv4 and IPv6', async () => {
        const token = await loginUser();
        const { secret } = (await create(token, { name: 'ip', allowIps: '10.0.0.0/8,2001:db8::/32' })).data as { secret: string };
        const mine = domainId('example.com');
        const read = (ip?: string) => withKey(secret, 'app/dns/record/list', { domain_id: mine }, ip);
        expect((await read('10.1.2.3')).code).toBe(1);
        expect((await read('2001:db8::7')).code).toBe(1);
        expect(await read()).toMatchObject({ code: 403, msg: '令牌不允许从 58.33.12.8 调用' });
    });

    it('rolls (the old secret stops at once) and revokes', async () => {
        const token = await loginUser();
        const { token: row, secret } = (await create(token, { name: 'roll' })).data as { token: { id: number }; secret: string };
        const rolled = (await call('app/user/token/roll', { token, form: { id: row.id } })).data as { secret: string };
        expect(rolled.secret).not.toBe(secret);
        const read = (key: string) => withKey(key, 'app/dns/record/list', { domain_id: domainId('example.com') });
        expect((await read(secret)).code).toBe(401);
        expect((await read(rolled.secret)).code).toBe(1);
        expect((await call('app/user/token/revoke', { token, form: { id: row.id } })).code).toBe(1);
        expect((await read(rolled.secret)).code).toBe(401);
    });

    it('keeps tokens to their account', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect(((await call('app/user/token/list', { token, form: {} })).data as { list: unknown[] }).list).toEqual([]);
        expect(await call('app/user/token/revoke', { token, form: { id: 1 } })).toMatchObject({ code: 500, msg: '令牌不存在' });
    });

    it('the legacy key still acts as its user', async () => {
        expect((await withKey('ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436', 'app/account/userinfo')).code).toBe(1);
    });
});
