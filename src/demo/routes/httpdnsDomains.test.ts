import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

type Page = { list: Array<{ id: number; domain: string }>; totalCount: number };

describe('demo backend: HTTPDNS for users', () => {
    it('lists, adds (into the admin table), refuses duplicates and removes domains', async () => {
        const token = await loginUser();
        const list = async (domain = '') =>
            (await call('app/httpdns/domain/list', { token, json: { page: 1, limit: 50, ...(domain ? { domain } : {}) } })).data as Page;
        const before = await list();
        expect(before.totalCount).toBe(16);
        expect((await list('img.')).list.every(row => row.domain.startsWith('img.'))).toBe(true);
        const added = await call('app/httpdns/domain/add', { token, json: { domain: 'WWW.Example.org' } });
        expect(added.code).toBe(1);
        expect(getDemoDb().httpdns.domains.some(row => row.domain === 'www.example.org' && row.userId === 1)).toBe(true);
        expect(await call('app/httpdns/domain/add', { token, json: { domain: 'www.example.org' } })).toEqual({
            code: 500,
            msg: '域名已开通HTTPDNS：www.example.org',
        });
        expect(await call('app/httpdns/domain/add', { token, json: { domain: 'bad domain' } })).toEqual({ code: 500, msg: '域名格式不正确：bad domain' });
        const id = (added.data as { id: number }).id;
        expect((await call('app/httpdns/domain/delete', { token, json: { ids: String(id) } })).code).toBe(1);
        expect((await list()).totalCount).toBe(16);
    });

    it('resolves a name from its records, with the client area of the known call', async () => {
        const token = await loginUser();
        const area = (await call('app/common/query/ip/area', { token })).data as { ip: string; area: string; isp: string };
        expect(area).toEqual({ ip: '58.33.12.8', area: '中国 上海', isp: '电信' });
        expect(await call('app/common/query/ip/area', { token, query: { ip: '1.2.3' } })).toEqual({ code: 500, msg: 'IP地址格式不正确' });
        const db = getDemoDb();
        const zone = db.domains.find(row => row.domain === 'example.com')!;
        const www = db.records.filter(row => row.d === zone.id && row.h === 'www' && row.t === 'A' && row.s === 1);
        await call('app/httpdns/domain/add', { token, json: { domain: 'www.example.com' } });
        const answer = (await call('app/httpdns/resolve', { token, query: { domain: 'www.example.com', ip: '' } })).data as {
            ips: string[];
            ttl: number;
            type: string;
        };
        expect(www.length).toBeGreaterThan(0);
        {
            expect(answer.type).toBe('A');
            expect(answer.ips.length).toBeGreaterThan(0);
            expect(answer.ips.every(ip => www.some(row => row.v === ip))).toBe(true);
        }
        expect(await call('app/httpdns/resolve', { token, query: { domain: 'nope.example.com', ip: '' } })).toEqual({
            code: 500,
            msg: '该域名未开通HTTPDNS：nope.example.com',
        });
    });

    it('gives a config with keys, regenerates one, and saves allowed domains among the enabled ones', async () => {
        const token = await loginUser();
        const config = (await call('app/httpdns/config', { token })).data as {
            accountId: string;
            secretKey: string;
            aesKey: string;
            domains: string[];
            httpEndpoint: string;
        };
        expect(config.accountId).toBe('100001');
        expect(config.domains).toEqual(['app.example.com', 'api.example.com']);
        expect(config.httpEndpoint).toBe('http://httpdns.dnsconsole.cn/100001/d');
        const reset = (await call('app/httpdns/config/reset', { token, json: { kind: 'secret' } })).data as typeof config;
        expect(reset.secretKey).not.toBe(config.secretKey);
        expect(reset.aesKey).toBe(config.aesKey);
        expect(await call('app/httpdns/config/domains', { token, json: { domains: 'app.example.com,nope.com' } })).toEqual({
            code: 500,
            msg: '该域名未开通HTTPDNS：nope.com',
        });
        const saved = (await call('app/httpdns/config/domains', { token, json: { domains: 'img.example.com' } })).data as typeof config;
        expect(saved.domains).toEqual(['img.example.com']);
        expect(getDemoDb().httpdns.userConfigs.find(row => row.userId === 1)?.domains).toBe('img.example.com');
    });
});
