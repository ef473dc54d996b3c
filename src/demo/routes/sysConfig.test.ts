import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';
import type { SysConfig as Config } from '../../data/sysConfig/api';

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
        expect(await call('sys/config/save', { token, json: { paramKey: 'TEST_KEY', paramValue: '{}', remark: '' } })).toEqual({
            code: 500,
            msg: '参数名已存在',
        });

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

describe("demo backend: the settings forms' parameters are checked before they are stored", () => {
    const read = async (token: string, id: number) =>
        JSON.parse(((await call(`sys/config/info/${id}`, { token })).config as Config).paramValue) as Record<string, unknown>;
    const update = (token: string, id: number, paramKey: string, value: Record<string, unknown>) =>
        call('sys/config/update', { token, json: { id, paramKey, remark: 'r', paramValue: JSON.stringify(value) } });

    it('refuses a CDN check (id 37) that breaks the form rules, with the form messages, and stores a valid one', async () => {
        const token = await loginAdmin();
        const before = await read(token, 37);
        expect(await update(token, 37, 'CDN_NODE_CHECK', { ...before, checkNodePortList: '80|99999' })).toEqual({ code: 500, msg: '端口格式错误：99999' });
        expect(await update(token, 37, 'CDN_NODE_CHECK', { ...before, checkNodePortList: '' })).toEqual({ code: 500, msg: '检测端口不能为空' });
        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, DnsDispatchMode: 'timing', ModeTimingFrequency: 90 })).msg).toBe(
            '调度周期为 60~3600 秒，步长 60',
        );
        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, checkNodeFrequency: 5 })).msg).toBe('检测频率为 10~300 秒，步长 10');
        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, failPercent: 0 })).msg).toBe('故障率为 1~100 的整数');
        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, smsNoticeStatus: 1, smsNotice: '' })).msg).toBe('通知手机号不能为空');
        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, mailNoticeStatus: 1, mailNotice: 'ops' })).msg).toBe('邮箱地址格式错误');
        expect(await read(token, 37)).toEqual(before);

        expect((await update(token, 37, 'CDN_NODE_CHECK', { ...before, DnsDispatchMode: 'timing', ModeTimingFrequency: 120 })).code).toBe(1);
        expect(await read(token, 37)).toMatchObject({ DnsDispatchMode: 'timing', ModeTimingFrequency: 120 });
    });

    it("refuses SMS settings missing a provider field, with that field's message", async () => {
        const token = await loginAdmin();
        const before = await read(token, 3);
        expect(before.secretkey).toBe('');
        expect(await update(token, 3, 'SMS_CONFIG_KEY', before)).toEqual({ code: 500, msg: 'secretKey不能为空' });
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { ...before, secretkey: 'k', secretid: '' })).msg).toBe('secretId不能为空');
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { ...before, secretkey: 'k', sdkappId: '' })).msg).toBe('sdkAppId不能为空');
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { ...before, secretkey: 'k', signname: '' })).msg).toBe('签名名称不能为空');
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { type: 'smsbao', api_addr: 'smsbao', username: 'u', api_key: 'k' })).msg).toBe(
            'API地址格式错误，需以 http:// 或 https:// 开头',
        );
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { type: 'smsbao', api_addr: 'https://api.smsbao.com', username: 'u' })).msg).toBe('API密钥不能为空');
        expect(await read(token, 3)).toEqual(before);
        expect((await update(token, 3, 'SMS_CONFIG_KEY', { ...before, secretkey: 'k' })).code).toBe(1);
    });

    it('refuses mail settings without a host, sender or password', async () => {
        const token = await loginAdmin();
        const before = await read(token, 4);
        const good = { ...before, password: 'auth-code' };
        expect(await update(token, 4, 'MAIL_CONFIG_KEY', { ...good, host: '' })).toEqual({ code: 500, msg: 'SMTP服务器不能为空' });
        expect((await update(token, 4, 'MAIL_CONFIG_KEY', { ...good, username: '' })).msg).toBe('发件邮箱不能为空');
        expect((await update(token, 4, 'MAIL_CONFIG_KEY', before)).msg).toBe('授权密码不能为空');
        expect((await update(token, 4, 'MAIL_CONFIG_KEY', { ...good, port: 0 })).msg).toBe('端口范围为1~65535');
        expect(await read(token, 4)).toEqual(before);
        expect((await update(token, 4, 'MAIL_CONFIG_KEY', good)).code).toBe(1);
    });

    it('leaves other parameters and updates without a paramValue alone', async () => {
        const token = await loginAdmin();
        expect((await update(token, 5, 'WXPAY_CONFIG_KEY', { anything: true })).code).toBe(1);
        expect((await call('sys/config/update', { token, json: { id: 3, paramKey: 'SMS_CONFIG_KEY', remark: '短信' } })).code).toBe(1);
    });
});
