import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../data/adminAudit/types';
import type { AccountBlock } from '../../data/ptrZones/blocks';
import { call, loginAdmin, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { DEMO_SECOND_USER } from '../accounts';

setupDemoServer();

describe('demo backend: the address blocks an administrator assigns', () => {
    let admin: string;
    const post = (path: string, json: Record<string, unknown>) => call(path, { token: admin, json });
    const blocksOf = async (userId: number) =>
        ((await post('sys/app_user/ptrblock/list', { userId, page: 1, limit: 20 })).page as { list: AccountBlock[] }).list;

    beforeEach(async () => {
        admin = await loginAdmin();
    });

    it("lists an account's blocks newest first, with the reverse zones inside each", async () => {
        const blocks = await blocksOf(1);
        expect(blocks.map(row => row.block)).toEqual(['2001:db8::/32', '10.0.0.0/8', '198.51.100.0/24', '192.0.2.0/24']);
        expect(blocks.at(-1)).toMatchObject({ userId: 1, remark: '机房A 公网段', zones: ['192.0.2.0/24'] });
        expect(blocks[0].zones).toEqual([]);
        expect(blocks[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    it("assigns a block the user's add dialog then holds; refuses a bad prefix, a duplicate and overlaps (naming the account)", async () => {
        expect((await post('sys/app_user/ptrblock/save', { userId: 1, block: '198.51.100.7/22', remark: '' })).msg).toBe(
            '主机位须为 0，是否要输入 198.51.100.0/22？',
        );
        expect((await post('sys/app_user/ptrblock/save', { userId: 1, block: '198.51.100.0/25', remark: '' })).msg).toBe('IPv4 地址块须为 /8 到 /24');
        expect((await post('sys/app_user/ptrblock/save', { userId: 1, block: '10.0.0.0/8', remark: '' })).msg).toBe('10.0.0.0/8 已分配给此账号');
        expect((await post('sys/app_user/ptrblock/save', { userId: 1, block: '10.9.0.0/16', remark: '' })).msg).toBe('与此账号已有的地址块 10.0.0.0/8 重叠');
        expect((await post('sys/app_user/ptrblock/save', { userId: 1, block: '203.0.112.0/23', remark: '' })).msg).toBe(
            `与账号 ${DEMO_SECOND_USER.account} 的地址块 203.0.113.0/24 重叠`,
        );

        const saved = await post('sys/app_user/ptrblock/save', { userId: 1, block: ' 2001:DB9:0::/32 ', remark: '新机房' });
        expect(saved).toMatchObject({ code: 1, data: { userId: 1, block: '2001:db9::/32', remark: '新机房', zones: [] } });
        expect((await blocksOf(1))[0].block).toBe('2001:db9::/32');

        const user = await loginUser();
        const assigned = (await call('app/dns/ptr/block/list', { token: user })).data as { list: { block: string; remark: string }[] };
        expect(assigned.list).toContainEqual({ block: '2001:db9::/32', remark: '新机房' });
        expect(await call('app/dns/ptr/zone/save', { token: user, json: { prefix: '2001:db9:1::/48' } })).toMatchObject({ code: 1 });
    });

    it('takes a block back unless reverse zones lie inside it (named); both are in the audit trail', async () => {
        const blocks = await blocksOf(1);
        const held = blocks.find(row => row.block === '192.0.2.0/24')!;
        const free = blocks.find(row => row.block === '198.51.100.0/24')!;
        expect((await post('sys/app_user/ptrblock/delete', { ids: String(held.id) })).msg).toBe('该账号在 192.0.2.0/24 内还有反向区域：192.0.2.0/24，请先删除');
        expect((await post('sys/app_user/ptrblock/delete', { ids: String(free.id) })).code).toBe(1);
        expect((await blocksOf(1)).map(row => row.block)).not.toContain('198.51.100.0/24');
        expect((await post('sys/app_user/ptrblock/delete', { ids: String(free.id) })).msg).toBe('地址块不存在');

        await post('sys/app_user/ptrblock/save', { userId: 2, block: '198.51.100.0/24', remark: '转给他' });
        const trail = ((await post('sys/audit/list', { page: 1, limit: 5 })).page as { list: AuditEntry[] }).list;
        expect(trail.slice(0, 2)).toMatchObject([
            { action: 'account', target: DEMO_SECOND_USER.account, summary: '分配地址块 198.51.100.0/24（转给他）' },
            { action: 'account', target: 'demo', summary: '收回地址块 198.51.100.0/24' },
        ]);
    });
});
