import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

type Channel = { paramKey: string; status: number };

describe('demo backend: web config', () => {
    it('answers the channels (not the settings parameters) and follows status changes by key', async () => {
        const token = await loginAdmin();
        const keys = ((await call('app/common/web/config')).list as Channel[]).map(item => item.paramKey);
        expect(keys).toEqual(expect.arrayContaining(['WXLOGIN_CONFIG_KEY', 'SMS_CONFIG_KEY', 'MAIL_CONFIG_KEY', 'ALLINPAY_PAY_CONF']));
        expect(keys).not.toContain('WEB_CONFIG_KEY');
        expect(keys).not.toContain('CDN_NODE_CHECK');

        expect((await call('sys/config/update/conf/status', { token, query: { paramKey: 'WXLOGIN_CONFIG_KEY', status: 1 } })).code).toBe(1);
        const list = (await call('app/common/web/config')).list as Channel[];
        expect(list.find(item => item.paramKey === 'WXLOGIN_CONFIG_KEY')?.status).toBe(1);
    });

    it('answers cdnConf from the CDN_CONFIG_KEY parameter once saved', async () => {
        const token = await loginAdmin();
        expect((await call('app/common/web/config')).cdnConf).toEqual({ siteUrl: '', apiRootPath: '', syncRegister: 0 });
        const paramValue = JSON.stringify({ siteUrl: 'https://cdn.example.com', apiRootPath: '/cdn_api', syncRegister: 1 });
        expect((await call('sys/config/save', { token, json: { paramKey: 'CDN_CONFIG_KEY', paramValue, remark: 'CDN', status: 1 } })).code).toBe(1);
        expect((await call('app/common/web/config')).cdnConf).toEqual({ siteUrl: 'https://cdn.example.com', apiRootPath: '/cdn_api', syncRegister: 1 });
        expect(((await call('app/common/web/config')).list as Channel[]).map(item => item.paramKey)).not.toContain('CDN_CONFIG_KEY');
    });
});
