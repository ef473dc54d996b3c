import { describe, expect, it } from 'vitest';
import { getDemoDb, saveDemoDb } from '../db';
import { addJobResults, REFUSALS_KEPT } from '../bulk/jobs';
import { DemoError } from '../http';
import { call, setupDemoServer, type Envelope } from '../../../tests/support/demo';
import { domainNamed, listDomains, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

interface Job {
    id: number;
    type: string;
    title: string;
    total: number;
    succeeded: number;
    refused: number;
    skipped: number;
    status: number;
    finishTime: string;
}
interface Item {
    item: string;
    code: number;
    msg: string;
    id?: number;
    host?: string;
    value?: string;
}

const start = async (token: string, total: number, type = 'domainsCreate') => {
    const answer = await call('app/dns/batch/job/start', { token, json: { type, title: `${total} 个域名`, total } });
    expect(answer.code).toBe(1);
    return (answer.data as { jobId: number }).jobId;
};
const jobs = async (token: string) => (await call('app/dns/batch/job/list', { token, json: { page: 1, limit: 20 } })).data as ListData<Job>;
const items = (answer: Envelope) => (answer.data as { list: Item[] }).list;

describe('demo backend: bulk jobs', () => {
    it('starts, records and finishes a job; the log lists it newest first with exact counts and its refusals', async () => {
        const token = await user1();
        const jobId = await start(token, 3);
        expect((await jobs(token)).list[0]).toMatchObject({ id: jobId, status: 0, total: 3, finishTime: '' });
        addJobResults(getDemoDb(), 1, jobId, [
            { item: 'a.com', ok: true },
            { item: 'b.com', ok: false, msg: '域名已存在', line: 2 },
        ]);
        saveDemoDb();
        expect((await call('app/dns/batch/job/finish', { token, json: { jobId, cancelled: 1 } })).code).toBe(1);
        const [job] = (await jobs(token)).list;
        expect(job).toMatchObject({ id: jobId, succeeded: 1, refused: 1, skipped: 1, status: 2 });
        expect(job.finishTime).not.toBe('');
        expect(job).not.toHaveProperty('refusals');
        const refusals = await call('app/dns/batch/job/refusals', { token, query: { jobId } });
        expect((refusals.data as { list: unknown[] }).list).toEqual([{ item: 'b.com', line: 2, msg: '域名已存在' }]);
        // another account sees neither the job nor its refusals
        const other = await user2();
        expect((await jobs(other)).list.some(row => row.id === jobId)).toBe(false);
        expect((await call('app/dns/batch/job/refusals', { token: other, query: { jobId } })).msg).toBe('批量任务不存在');
    });

    it('refuses results for a job that is not the user or is finished; keeps counts exact past the kept refusals', async () => {
        const token = await user1();
        const jobId = await start(token, REFUSALS_KEPT + 5);
        const db = getDemoDb();
        expect(() => addJobResults(db, 2, jobId, [])).toThrow(DemoError);
        addJobResults(
            db,
            1,
            jobId,
            Array.from({ length: REFUSALS_KEPT + 5 }, (_, index) => ({ item: `d${index}.com`, ok: false, msg: 'x' })),
        );
        const job = db.bulk.jobs.find(row => row.id === jobId)!;
        expect(job.refused).toBe(REFUSALS_KEPT + 5);
        expect(job.refusals).toHaveLength(REFUSALS_KEPT);
        saveDemoDb();
        await call('app/dns/batch/job/finish', { token, json: { jobId, cancelled: 0 } });
        expect(() => addJobResults(getDemoDb(), 1, jobId, [{ item: 'late.com', ok: true }])).toThrow('批量任务已结束');
    });

    it('checks what a job start and finish send', async () => {
        const token = await user1();
        expect((await call('app/dns/batch/job/start', { token, json: { type: 'nope', title: '', total: 1 } })).msg).toContain('type');
        expect((await call('app/dns/batch/job/start', { token, json: { type: 'recordCreate', title: '', total: 0 } })).msg).toContain('total');
        expect((await call('app/dns/batch/job/finish', { token, json: { jobId: 99999, cancelled: 0 } })).msg).toBe('批量任务不存在');
    });
});

describe('demo backend: bulk domains', () => {
    it('adds domains by the single add rules, in the group, recording each result in the job', async () => {
        const token = await user1();
        const jobId = await start(token, 5);
        const answer = await call('app/dns/batch/add/domain', {
            token,
            json: { jobId, domains: 'new-bulk-1.com\nNew-Bulk-2.cn\nexample.com\nlisi-studio.com\nmalware-download.example.com', groupId: 1 },
        });
        const list = items(answer);
        expect(list.map(row => [row.item, row.code, row.msg])).toEqual([
            ['new-bulk-1.com', 1, 'success'],
            ['New-Bulk-2.cn', 1, 'success'],
            ['example.com', 500, '域名已存在'],
            ['lisi-studio.com', 500, '该域名已被其他账号添加'],
            ['malware-download.example.com', 500, '该域名已被列入黑名单，不能添加'],
        ]);
        const added = await domainNamed(token, 'new-bulk-2.cn');
        expect(added.id).toBe(list[1].id);
        expect(getDemoDb().domainGroups.find(group => group.id === 1)!.domainIds).toContain(added.id);
        expect((await jobs(token)).list[0]).toMatchObject({ id: jobId, succeeded: 2, refused: 3 });
    });

    it('refuses a call without a running job of the user, an unknown group, duplicates and too many domains', async () => {
        const token = await user1();
        expect((await call('app/dns/batch/add/domain', { token, json: { jobId: 0, domains: 'x-new.com' } })).msg).toBe('批量任务不存在');
        const jobId = await start(token, 1);
        expect((await call('app/dns/batch/add/domain', { token, json: { jobId, domains: 'x-new.com', groupId: 999 } })).msg).toBe('分组不存在');
        expect((await call('app/dns/batch/add/domain', { token, json: { jobId, domains: 'a.com\nA.com' } })).msg).toBe('域名不能重复：A.com');
        const many = Array.from({ length: 101 }, (_, index) => `many${index}.com`).join('\n');
        expect((await call('app/dns/batch/add/domain', { token, json: { jobId, domains: many } })).msg).toBe('每次最多提交100个域名');
        // nothing was added: its 300 domains and the one licensed to it
        const before = (await listDomains(token)).totalCount;
        expect(before).toBe(301);
    });

    it('retrieves a domain another account holds once its TXT record is seen', async () => {
        const token = await user1();
        const challenge = items(await call('app/dns/batch/retrieve/domain', { token, json: { domains: 'lisi-studio.com\nnobody-has-this.com\nexample.com' } }));
        expect(challenge[0]).toMatchObject({ item: 'lisi-studio.com', code: 1, host: '_dnsconsole-verify' });
        expect(challenge[0].value).toMatch(/^dnsconsole-verify=[0-9a-f]{8}$/);
        expect(challenge.slice(1).map(row => row.msg)).toEqual(['该域名未被其他账号添加，请直接添加', '该域名已在您的账号下']);

        const jobId = await start(token, 1, 'domainsRetrieve');
        const early = items(await call('app/dns/batch/retrieve/verify', { token, json: { jobId, domains: 'lisi-studio.com' } }));
        expect(early[0].msg).toBe('未检测到TXT记录，请添加后稍候再试');

        const db = getDemoDb();
        db.bulk.challenges[0].issuedAt -= 10_000;
        saveDemoDb();
        const verified = items(await call('app/dns/batch/retrieve/verify', { token, json: { jobId, domains: 'lisi-studio.com' } }));
        expect(verified[0]).toMatchObject({ code: 1 });
        expect((await domainNamed(token, 'lisi-studio.com')).id).toBe(verified[0].id);
        // the other account keeps its other domains and the one licensed to it
        expect((await listDomains(await user2())).totalCount).toBe(3);
        expect((await jobs(token)).list[0]).toMatchObject({ succeeded: 1, refused: 1 });
    });
});
