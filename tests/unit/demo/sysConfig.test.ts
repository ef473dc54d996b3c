import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from './helpers';
import type { SysConfig as Config } from '../../../src/resources/sysConfig/api';

setupDemoServer();

describe('demo backend: system parameters', () => {
    it('lists, filters by paramKey substring (any case) and reads by id and key', async () => {
        const token = await loginAdmin();
        const all = (await call('sys/config/list', { token, json: { page: 1, limit: 50 } })).page as { list: Config[]; totalCount: number };
        expect(all.totalCount).toBeGreaterThanOrEqual(12);
        const pays = (await call('sys/config/list', { token, json: { page: 1, limit: 50, paramKey: 'pay' } })).page as { list: Config[] };
        expect(pays.list.length).toBeGreaterThan(1);
        expect(pays.list.every(config => config.paramKey.toLowerCase().includes('pay'))).toBe(true);

        const cdn = (await call('sys/config/info/37', { token })).config as Config;
        expect(cdn.paramKey).toBe('CDN_NODE_CHECK');
        expect(JSON.parse(cdn.paramValue)).toMatchObject({ checkNodeFrequency: 10, failPercent: 80, ModeTimingFrequency: 60 });
        expect(((await call('sys/config/info2/MAIL_CONFIG_KEY', { token })).config as Config).id).toBe(4);
    });

    it('updates with valid JSON and refuses invalid JSON', async () => {
        const token = await loginAdmin();
        const mail = JSON.stringify({ protocol: 'smtp', host: 'smtp.163.com', username: 'a@163.com', password: 'x', port: 465 });
        const saved = await call('sys/config/update', { token, json: { id: 4, paramKey: 'MAIL_CONFIG_KEY', remark: '邮件', paramValue: mail } });
        expect(saved.code).toBe(1);
        expect(((await call('sys/config/info/4', { token })).config as Config).paramValue).toBe(mail);

        const bad = await call('sys/config/update', { token, json: { id: 4, paramKey: 'MAIL_CONFIG_KEY', remark: '邮件', paramValue: '{host:' } });
        expect(bad).toEqual({ code: 500, msg: 'paramValue 不是合法的 JSON' });
        expect(((await call('sys/config/info/4', { token })).config as Config).paramValue).toBe(mail);
    });

    it('creates, refuses a duplicate key, toggles status and deletes (array or ids body)', async () => {
        const token = await loginAdmin();
        const created = await call('sys/config/save', { token, json: { paramKey: 'TEST_KEY', paramValue: '{}', remark: '测试' } });
        expect(created.code).toBe(1);
        const id = (created.data as Config).id;
        expect(await call('sys/config/save', { token, json: { paramKey: 'TEST_KEY', paramValue: '{}', remark: '' } })).toEqual({ code: 500, msg: '参数名已存在' });

        const status = ((await call(`sys/config/info/${id}`, { token })).config as Config).status;
        await call(`sys/config/update/status/${id}`, { token });
        expect(((await call(`sys/config/info/${id}`, { token })).config as Config).status).toBe(1 - Number(status));
        await call(`sys/config/update/status/${id}`, { token });
        expect(((await call(`sys/config/info/${id}`, { token })).config as Config).status).toBe(status);

        expect((await call('sys/config/delete', { token, json: [id] })).code).toBe(1);
        expect((await call(`sys/config/info/${id}`, { token })).code).toBe(500);
        expect((await call('sys/config/delete', { token, json: { ids: '5,6' } })).code).toBe(1);
        expect((await call('sys/config/info/5', { token })).code).toBe(500);
    });

    it('feeds the public web config from the WEB_CONFIG_KEY parameter', async () => {
        const token = await loginAdmin();
        const record = (await call('sys/config/info2/WEB_CONFIG_KEY', { token })).config as Config;
        const value = JSON.parse(record.paramValue) as { basic: { webName: string } };
        value.basic.webName = '我的DNS';
        await call('sys/config/update', { token, json: { ...record, paramValue: JSON.stringify(value) } });
        const web = await call('app/common/web/config');
        expect(JSON.parse((web.data as { paramValue: string }).paramValue).basic.webName).toBe('我的DNS');
    });
});
