import { describe, expect, it } from 'vitest';
import { DEMO_SECOND_USER } from '../accounts';
import { getDemoDb } from '../db';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface Row {
    id: number;
    domainId: number;
    domain: string;
    fromAccount: string;
    toAccount: string;
    status: number;
}

const list = async (token: string, body: Record<string, unknown>) => {
    const answer = await call('app/dns/domain/license/list', { token, json: { page: 1, limit: 20, ...body } });
    expect(answer.code).toBe(1);
    return answer.page as { list: Row[]; totalCount: number };
};

const second = () => loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);

describe('demo backend: domain licences (designed)', () => {
    it('seeds shares each way between the two demo users, in every state, each side seeing its own', async () => {
        const first = await loginUser();
        const initiated = await list(first, { type: 'initiate' });
        const received = await list(first, { type: 'receive' });
        expect(initiated.list.every(row => row.fromAccount === 'demo' && row.toAccount === DEMO_SECOND_USER.account)).toBe(true);
        expect(received.list.every(row => row.toAccount === 'demo')).toBe(true);
        expect(new Set([...initiated.list, ...received.list].map(row => row.status))).toEqual(new Set([0, 1, 2, 3]));
        // the seeded domains belong to their owners
        for (const licence of getDemoDb().domainLicenses) {
            const domain = getDemoDb().domains.find(row => row.id === licence.domainId);
            expect(domain).toMatchObject({ domain: licence.domain, userId: licence.fromUserId });
        }
        const theirs = await list(await second(), { type: 'receive' });
        expect(theirs.totalCount).toBe(initiated.totalCount);
    });

    it('pages, searches by domain and refuses an unknown side', async () => {
        const token = await loginUser();
        const page = await list(token, { type: 'initiate', limit: 2 });
        expect(page.list).toHaveLength(2);
        expect(page.totalCount).toBeGreaterThan(2);
        expect((await list(token, { type: 'initiate', domain: 'example' })).list.map(row => row.domain)).toEqual(['example.org']);
        expect((await call('app/dns/domain/license/list', { token, json: { type: 'x' } })).code).not.toBe(1);
    });

    it('initiates to an account by mobile, which the receiver accepts', async () => {
        const token = await loginUser();
        const saved = await call('app/dns/domain/license/save', { token, json: { domainId: 2, account: DEMO_SECOND_USER.account } });
        expect(saved.code).toBe(1);
        const id = (saved.data as { id: number }).id;
        expect((await list(token, { type: 'initiate', domain: 'example.com' })).list[0]).toMatchObject({ id, status: 0 });
        const theirs = await second();
        expect((await call('app/dns/domain/license/accept', { token: theirs, json: { id } })).code).toBe(1);
        expect((await list(theirs, { type: 'receive', domain: 'example.com' })).list[0]).toMatchObject({ id, status: 1, fromAccount: 'demo' });
        // answered once only; the owner cannot answer their own share
        expect((await call('app/dns/domain/license/refuse', { token: theirs, json: { id } })).msg).toBe('该授权已处理，请刷新后查看');
        expect((await call('app/dns/domain/license/accept', { token, json: { id } })).msg).toBe('授权记录不存在');
        // the owner revokes the accepted share
        expect((await call('app/dns/domain/license/revoke', { token, json: { id } })).code).toBe(1);
        expect(getDemoDb().domainLicenses.find(row => row.id === id)!.status).toBe(3);
    });

    it('refuses in Chinese: unknown account, oneself, already shared, not my domain, no account', async () => {
        const token = await loginUser();
        const save = (json: Record<string, unknown>) => call('app/dns/domain/license/save', { token, json });
        expect((await save({ domainId: 2, account: 'nobody@example.com' })).msg).toBe('该账号不存在');
        expect((await save({ domainId: 2, account: 'demo' })).msg).toBe('不能授权给自己');
        // huaxia-keji.com.cn (5) is seeded pending to the second user
        expect((await save({ domainId: 5, account: DEMO_SECOND_USER.account })).msg).toBe('该域名已授权给此账号');
        expect((await save({ domainId: 301, account: DEMO_SECOND_USER.account })).msg).toBe('域名不存在');
        expect((await save({ domainId: 2, account: '  ' })).msg).toBe('请输入对方账号');
        // a revoked share (example.org, 3) may be offered again
        expect((await save({ domainId: 3, account: DEMO_SECOND_USER.account })).code).toBe(1);
    });

    it('lets the receiver refuse a pending share', async () => {
        const theirs = await second();
        const pending = (await list(theirs, { type: 'receive' })).list.find(row => row.status === 0)!;
        expect((await call('app/dns/domain/license/refuse', { token: theirs, json: { id: pending.id } })).code).toBe(1);
        expect(getDemoDb().domainLicenses.find(row => row.id === pending.id)!.status).toBe(2);
    });
});
