import { File as NodeFile } from 'node:buffer';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

// Node's own FormData (jsdom replaces the global): what fetch sends as multipart
let NodeFormData: typeof FormData;
beforeAll(async () => {
    NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
});

const exportDb = (token: string) => fetch(`${API}sys/config/export/db`, { headers: { token } });

const importDb = async (token: string, content: string | null, name = 'dump.json') => {
    const form = new NodeFormData();
    if (content !== null) form.append('file', new NodeFile([content], name, { type: 'application/json' }) as unknown as Blob, name);
    const response = await fetch(`${API}sys/config/import/db`, { method: 'POST', headers: { token }, body: form });
    return (await response.json()) as { code: number; msg: string };
};

describe('demo backend: database and keys', () => {
    it('exports the database as a dated JSON attachment, without the sessions', async () => {
        const token = await loginAdmin();
        const response = await exportDb(token);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dns-console-\d{8}\.json"$/);
        const text = await response.text();
        expect(Number(response.headers.get('content-length'))).toBe(new TextEncoder().encode(text).byteLength);
        const dump = JSON.parse(text) as { format: string; tables: Record<string, unknown> };
        expect(dump.format).toBe('dns-console-db');
        expect(dump.tables.sessions).toBeUndefined();
        expect(Array.isArray(dump.tables.users)).toBe(true);
    });

    it('imports an exported file: the data is replaced and the admin stays signed in', async () => {
        const token = await loginAdmin();
        const dump = await (await exportDb(token)).text();
        await call('sys/dns/black/delete', { token, json: { ids: '1,2,3,4,5,6' } });
        expect(((await call('sys/dns/black/list', { token, json: { page: 1, limit: 10 } })).page as { totalCount: number }).totalCount).toBe(0);

        expect(await importDb(token, dump)).toEqual({ code: 1, msg: '导入成功' });
        // same token still works, and the blacklist is back
        expect(((await call('sys/dns/black/list', { token, json: { page: 1, limit: 10 } })).page as { totalCount: number }).totalCount).toBe(6);
    });

    it('refuses a missing, foreign or outdated file and keeps the data', async () => {
        const token = await loginAdmin();
        expect((await importDb(token, null)).msg).toBe('请选择要导入的文件');
        expect((await importDb(token, 'not json', 'x.sql')).msg).toBe('文件格式不正确：不是本系统导出的数据库文件');
        expect((await importDb(token, JSON.stringify({ hello: 1 }))).msg).toBe('文件格式不正确：不是本系统导出的数据库文件');
        const dump = JSON.parse(await (await exportDb(token)).text()) as { version: number; tables: Record<string, unknown> };
        expect((await importDb(token, JSON.stringify({ ...dump, version: dump.version + 1 }))).msg).toBe('数据库文件的版本与当前系统不一致，无法导入');
        const { users: _users, ...partial } = dump.tables;
        expect((await importDb(token, JSON.stringify({ ...dump, tables: partial }))).msg).toBe('数据库文件的版本与当前系统不一致，无法导入');
        expect(((await call('sys/dns/black/list', { token, json: { page: 1, limit: 10 } })).page as { totalCount: number }).totalCount).toBe(6);
    });

    it('answers the auth key and the node config', async () => {
        const token = await loginAdmin();
        const key = await call('sys/cdnsys/auth/check/key/show', { token });
        expect(key.code).toBe(1);
        expect(key.token).toMatch(/^[0-9a-f]{32}$/);
        expect(key.importUrl).toMatch(/^https:\/\//);
        expect((key.data as { code: string }).code).toBeTruthy();
        const conf = await call('sys/config/ants/conf/view', { token });
        expect(conf.data).toMatch(/\[server\]/);
    });

    it('needs an admin session to export', async () => {
        expect(((await (await fetch(`${API}sys/config/export/db`)).json()) as { code: number }).code).toBe(401);
    });
});
