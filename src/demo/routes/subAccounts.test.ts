import { describe, expect, it } from 'vitest';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { setRecord } from '../../../tests/support/demoDns';
import { DEMO_SUB_ACCOUNT } from '../account/subAccounts';
import { getDemoDb } from '../db';

setupDemoServer();

const TEST_GROUP = 3;
const groupDomains = () => {
    const db = getDemoDb();
    const ids = db.domainGroups.find(group => group.id === TEST_GROUP)!.domainIds;
    return db.domains.filter(domain => ids.includes(domain.id));
};
const outside = () => getDemoDb().domains.find(domain => domain.userId === 1 && !groupDomains().some(inGroup => inGroup.id === domain.id))!;
const loginSub = () => loginUser(DEMO_SUB_ACCOUNT.account, DEMO_SUB_ACCOUNT.password);

describe('demo backend: sub-accounts (designed)', () => {
    it('the seeded sub-account (records editor on one group) lists only that group, edits its records under its own name, and is refused the rest', async () => {
        const token = await loginSub();
        const info = (await call('app/account/userinfo', { token })).user as Record<string, unknown>;
        expect(info).toMatchObject({ username: DEMO_SUB_ACCOUNT.name, subAccount: { role: 'recordsEditor' } });
        expect(info.unvalidModel).toContain('/account');
        expect(info).not.toHaveProperty('propertyBalance');

        const listed = (await call('app/dns/domain/list', { token, form: { page: 1, limit: 500 } })).data as {
            list: Array<{ id: number }>;
            totalCount: number;
        };
        expect(listed.list.map(row => row.id).sort()).toEqual(
            groupDomains()
                .map(domain => domain.id)
                .sort(),
        );

        const zone = groupDomains()[0];
        const added = await setRecord(token, zone, { operation_type: 'add', record_id: null, top: 'sub', record_type: 'A', value: '203.0.113.9' });
        expect(added.code).toBe(1);
        const log = getDemoDb().operationLogs.at(-1)!;
        expect(log).toMatchObject({ domainId: zone.id, username: `${DEMO_SUB_ACCOUNT.name}（子账号 ${DEMO_SUB_ACCOUNT.account}）` });

        const other = outside();
        expect(await setRecord(token, other, { operation_type: 'add', record_id: null, top: 'sub', record_type: 'A', value: '203.0.113.9' })).toMatchObject({
            msg: '域名不存在',
        });
        expect(await call('app/dns/update/domain/status', { token, form: { ids: zone.id, status: 3 } })).toMatchObject({
            code: 403,
            msg: '子账号没有「管理域名」的权限，请联系主账号',
        });
        expect(await call('app/user/token/list', { token, form: {} })).toMatchObject({ code: 403, msg: '子账号无权执行此操作，请联系主账号' });
        expect(await call('app/user/subaccount/list', { token, form: {} })).toMatchObject({ code: 403 });
    });

    it('the owner invites one (its first password answered once), changes its role and scope, and revoking it ends its sessions', async () => {
        const owner = await loginUser();
        const invited = await call('app/user/subaccount/invite', {
            token: owner,
            form: { name: '只读', account: '13700137000', role: 'viewer', resourceType: 'domains', groupIds: '', domains: 'example.com' },
        });
        const { subAccount, password } = invited.data as { subAccount: { id: number; role: string }; password: string };
        expect(subAccount).toMatchObject({ role: 'viewer', domains: 'example.com' });
        expect(password).toMatch(/^[a-zA-Z2-9]{10}$/);
        const listed = (await call('app/user/subaccount/list', { token: owner, form: {} })).data as { list: Array<Record<string, unknown>> };
        expect(JSON.stringify(listed)).not.toContain(password);

        const token = await loginUser('13700137000', password);
        const example = getDemoDb().domains.find(domain => domain.domain === 'example.com')!;
        expect(await setRecord(token, example, { operation_type: 'add', record_id: null, top: 'ro', record_type: 'A', value: '203.0.113.9' })).toMatchObject({
            code: 403,
            msg: '子账号没有「修改解析记录」的权限，请联系主账号',
        });
        const changed = await call('app/user/subaccount/update', {
            token: owner,
            form: { id: subAccount.id, name: '记录', role: 'recordsEditor', resourceType: 'domains', groupIds: '', domains: 'example.com' },
        });
        expect(changed.code).toBe(1);
        expect((await setRecord(token, example, { operation_type: 'add', record_id: null, top: 'ro', record_type: 'A', value: '203.0.113.9' })).code).toBe(1);

        expect((await call('app/user/subaccount/revoke', { token: owner, form: { id: subAccount.id } })).code).toBe(1);
        expect(await call('app/account/userinfo', { token })).toMatchObject({ code: 401 });
    });

    it.each([
        [{ name: '', account: 'a@b.cn' }, '名称不能为空'],
        [{ name: 'x', account: 'nope' }, '请输入正确的邮箱或手机号'],
        [{ name: 'x', account: 'a@b.cn', resourceType: 'groups', groupIds: '' }, '请选择子账号可管理的分组或域名'],
        [{ name: 'x', account: 'a@b.cn', resourceType: 'domains', domains: 'not-mine.com' }, '域名不存在：not-mine.com'],
        [{ name: 'x', account: DEMO_SUB_ACCOUNT.account }, '该邮箱或手机号已是一个账号，请换一个'],
        [{ name: 'x', account: 'a@b.cn', role: 'god' }, '角色不正确'],
    ])('refuses inviting %o: %s', async (form, msg) => {
        const token = await loginUser();
        expect(
            await call('app/user/subaccount/invite', { token, form: { role: 'viewer', resourceType: 'all', groupIds: '', domains: '', ...form } }),
        ).toMatchObject({
            code: 500,
            msg,
        });
    });
});
