import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Fr\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----';
const base = { status: 1, portHttp: 80, portHttps: 443, domain: 'httpdns.example.com', certCrt: '', certKey: '' };

type Page<T> = { list: T[]; totalCount: number };

describe('demo backend: HTTPDNS', () => {
    it('reads and saves the service config with status 0, 1 and 3', async () => {
        const token = await loginAdmin();
        const first = (await call('sys/httpdns/config', { token })).data as Record<string, unknown>;
        expect(first).toMatchObject({ status: 1, portHttp: 80, portHttps: 443 });

        for (const status of [0, 1]) {
            expect((await call('sys/httpdns/config/save', { token, json: { ...base, status } })).code).toBe(1);
            expect(((await call('sys/httpdns/config', { token })).data as { status: number }).status).toBe(status);
        }
        const https = await call('sys/httpdns/config/save', { token, json: { ...base, status: 3, portHttps: 8443, certCrt: CERT, certKey: KEY } });
        expect(https.code).toBe(1);
        expect((await call('sys/httpdns/config', { token })).data).toMatchObject({ status: 3, httpsStatus: 1, portHttps: 8443, certCrt: CERT, certKey: KEY });
    });

    it('refuses bad input with the server msg and keeps the stored config', async () => {
        const token = await loginAdmin();
        const save = (json: Record<string, unknown>) => call('sys/httpdns/config/save', { token, json: { ...base, ...json } });
        expect(await save({ status: 2 })).toEqual({ code: 500, msg: '状态值不正确' });
        expect(await save({ portHttp: '' })).toEqual({ code: 500, msg: 'HTTP端口不能为空' });
        expect(await save({ portHttp: 70000 })).toEqual({ code: 500, msg: 'HTTP端口格式不正确' });
        expect(await save({ domain: '' })).toEqual({ code: 500, msg: '域名不能为空' });
        expect(await save({ domain: 'bad domain' })).toEqual({ code: 500, msg: '域名格式不正确：bad domain' });
        expect(await save({ status: 3, certKey: KEY })).toEqual({ code: 500, msg: '证书不能为空' });
        expect(await save({ status: 3, certCrt: 'x', certKey: KEY })).toEqual({ code: 500, msg: '证书格式不正确，应为PEM格式' });
        expect(await save({ status: 3, certCrt: CERT })).toEqual({ code: 500, msg: '证书私钥不能为空' });
        expect(await save({ status: 3, certCrt: CERT, certKey: CERT })).toEqual({ code: 500, msg: '私钥格式不正确，应为PEM格式' });
        // HTTPS off: no certificate needed
        expect((await save({ status: 1 })).code).toBe(1);
        expect(await call('sys/httpdns/config/save', { json: base })).toMatchObject({ code: 401 });
    });

    it('lists HTTPDNS domains paged and searched', async () => {
        const token = await loginAdmin();
        const all = (await call('sys/httpdns/httpdns/list', { token, query: { page: 1, limit: 10 } })).page as Page<{ domain: string; username: string }>;
        expect(all.totalCount).toBe(24);
        expect(all.list).toHaveLength(10);
        expect(all.list[0].username).toBe('demo');
        const found = (await call('sys/httpdns/httpdns/list', { token, query: { page: 1, limit: 10, domain: 'cloudgame' } })).page as Page<{ domain: string }>;
        expect(found.totalCount).toBe(8);
        expect(found.list.every(row => row.domain.endsWith('cloudgame.net'))).toBe(true);
    });

    it('adds, edits, refuses and deletes user configs', async () => {
        const token = await loginAdmin();
        const list = async (query: Record<string, string | number> = {}) =>
            (await call('sys/httpdns/user/config/list', { token, query: { page: 1, limit: 20, ...query } })).page as Page<Record<string, unknown>>;
        expect((await list()).totalCount).toBe(2);
        // the seed gives both demo users a config already
        expect(await call('sys/httpdns/user/config/save', { token, json: { username: 'demo' } })).toEqual({ code: 500, msg: '该用户已有HTTPDNS配置' });
        expect(await call('sys/httpdns/user/config/save', { token, json: { username: 'nobody' } })).toEqual({ code: 500, msg: '用户不存在：nobody' });
        await call('sys/httpdns/user/config/delete', { token, json: { ids: '2' } });
        expect(await call('sys/httpdns/user/config/save', { token, json: { username: '13900139000', domains: 'a.com,bad_x' } })).toEqual({
            code: 500,
            msg: '域名格式不正确：bad_x',
        });
        const created = await call('sys/httpdns/user/config/save', { token, json: { username: '13900139000', domains: 'a.com\nb.com', qpsLimit: 50 } });
        expect(created.code).toBe(1);
        const row = created.data as { id: number; accountId: string; domains: string };
        expect(row.domains).toBe('a.com,b.com');
        expect(row.accountId).toMatch(/^\d+$/);
        const edited = await call('sys/httpdns/user/config/save', { token, json: { id: row.id, username: '13900139000', qpsLimit: 0, status: 0 } });
        expect(edited.data).toMatchObject({ id: row.id, qpsLimit: 0, status: 0, accountId: row.accountId });
        expect((await list({ username: '1390' })).list).toHaveLength(1);
        expect((await call('sys/httpdns/user/config/delete', { token, json: { ids: String(row.id) } })).code).toBe(1);
        expect((await list()).totalCount).toBe(1);
    });
});
