import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

const post = (path: string, json: Record<string, unknown>) => call(path, { token, json });

interface WireTask {
    id: number;
    domainId: number;
    host: string;
    state: number;
    enabled: number;
}

const tasks = async () => ((await post('app/dns/gtm/task/list', { page: 1, limit: 50 })).data as { list: WireTask[] }).list;

const rule = (domainId: number) => ({
    id: 0,
    domainId,
    host: 'edge',
    type: 'A',
    primary: ['203.0.113.1'],
    backup: ['198.51.100.1'],
    checkType: 'HTTP',
    port: 80,
    path: '/',
    frequency: 60,
    failures: 3,
    switchBack: 1,
    recoveries: 3,
    enabled: 1,
});

describe('demo scheduling calls', () => {
    it('gives a user sample tasks on the first list: one running, one paused', async () => {
        const list = await tasks();
        expect(list.map(task => task.host).sort()).toEqual(['api', 'www']);
        expect(list.find(task => task.host === 'api')).toMatchObject({ enabled: 0, state: 2 });
        expect([0, 1]).toContain(list.find(task => task.host === 'www')?.state);
    });

    it('saves a rule with the form checks, refuses a bad one and a second task on the same record', async () => {
        const [sample] = await tasks();
        const saved = await post('app/dns/gtm/task/save', rule(sample.domainId));
        expect(saved).toMatchObject({ code: 1 });
        expect(await post('app/dns/gtm/task/save', { ...rule(sample.domainId), backup: ['203.0.113.1'] })).toMatchObject({ msg: '备用地址池不正确' });
        expect(await post('app/dns/gtm/task/save', { ...rule(sample.domainId), type: 'AAAA' })).toMatchObject({ msg: '主用地址池不正确' });
        expect(await post('app/dns/gtm/task/save', { ...rule(sample.domainId), path: 'x' })).toMatchObject({ msg: '检查路径须以 / 开头' });
        expect(await post('app/dns/gtm/task/save', rule(sample.domainId))).toMatchObject({ msg: '该记录已有调度任务' });
        expect(await post('app/dns/gtm/task/save', { ...rule(999_999), host: 'other' })).toMatchObject({ msg: '域名不存在' });
        const info = await call('app/dns/gtm/task/info', { token, query: { id: String((saved.data as { id: number }).id) } });
        expect(info).toMatchObject({ data: { host: 'edge', primary: ['203.0.113.1'], state: 0, lastSwitchTime: '' } });
    });

    it('pauses and resumes a task, each written in its history', async () => {
        const www = (await tasks()).find(task => task.host === 'www') as WireTask;
        await post('app/dns/gtm/task/status', { id: www.id, enabled: 0 });
        expect((await tasks()).find(task => task.id === www.id)).toMatchObject({ enabled: 0, state: 2 });
        await post('app/dns/gtm/task/status', { id: www.id, enabled: 1 });
        expect((await tasks()).find(task => task.id === www.id)).toMatchObject({ enabled: 1, state: 0 });
        const history = await post('app/dns/gtm/task/history', { id: www.id, page: 1, limit: 2 });
        expect((history.data as { list: Array<{ reason: string; to: number }> }).list.map(row => row.to)).toEqual([0, 2]);
    });
});
