import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

describe('demo backend: test sends and the CDN node list', () => {
    it('sends a test SMS with the typed configuration, an empty secret being the stored one', async () => {
        const token = await loginAdmin();
        const typed = { type: 'tencent', sdkappId: '1400000000', secretid: 'AKID', secretkey: '', signname: '云解析DNS', templateIds: { code: { id: '1' } } };
        // the seed holds no secret key: the provider refuses the signature
        const refused = await call('sys/config/sms/test', { token, json: { mobile: '13800138000', paramValue: JSON.stringify(typed) } });
        expect(refused).toMatchObject({ code: 1, data: { delivered: false, code: 'AuthFailure.SignatureFailure' } });
        const sent = await call('sys/config/sms/test', { token, json: { mobile: '13800138000', paramValue: JSON.stringify({ ...typed, secretkey: 'k' }) } });
        expect(sent).toMatchObject({ code: 1, data: { delivered: true, code: 'Ok' } });
    });

    it('sends a test mail: refused without a password, queued with one', async () => {
        const token = await loginAdmin();
        const typed = { host: 'smtp.exmail.qq.com', port: 465, username: 'noreply@dnsconsole.cn', password: '' };
        const refused = await call('sys/config/mail/test', { token, json: { email: 'ops@example.com', paramValue: JSON.stringify(typed) } });
        expect(refused).toMatchObject({ data: { delivered: false, code: '535' } });
        const sent = await call('sys/config/mail/test', { token, json: { email: 'ops@example.com', paramValue: JSON.stringify({ ...typed, password: 'p' }) } });
        expect(sent).toMatchObject({ data: { delivered: true, code: '250' } });
    });

    it('lists every node, as many offline as the dashboard counts', async () => {
        const token = await loginAdmin();
        const { list } = (await call('sys/cdn/node/check/list', { token })).data as { list: { state: string; failures: number; lastCheck: string }[] };
        const index = (await call('sys/common/index', { token })).data as { nodesOnline: number; nodesTotal: number };
        expect(list).toHaveLength(index.nodesTotal);
        expect(list.filter(node => node.state === 'online')).toHaveLength(index.nodesOnline);
        expect(list.filter(node => node.state === 'offline').every(node => node.failures > 0)).toBe(true);
        expect(list[0].lastCheck).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });
});
