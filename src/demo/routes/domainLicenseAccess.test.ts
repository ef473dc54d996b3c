import { describe, expect, it } from 'vitest';
import { DEMO_SECOND_USER } from '../accounts';
import { call } from '../../../tests/support/demo';
import { listDomains, listRecords, setRecord, user1, user2 } from '../../../tests/support/demoDns';
import { setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const shared = async (token: string, name: string) => (await listDomains(token, { domain: name })).list.find(row => row.domain === name);

describe('demo backend: a domain shared by an accepted licence', () => {
    it('is listed to the receiver with its owner and rights, answers within the rights, and is gone once revoked', async () => {
        const receiver = await user1();
        // weekend-photo.net (302) is the second user's, shared with the first (accepted, records)
        const row = await shared(receiver, 'weekend-photo.net');
        expect(row).toMatchObject({ id: 302, isShare: 1, shareFrom: DEMO_SECOND_USER.account, shareRights: 2 });
        expect((await listRecords(receiver, { domain_id: 302 })).code).toBe(1);
        expect(
            (
                await setRecord(
                    receiver,
                    { id: 302, domain: 'weekend-photo.net' },
                    { operation_type: 'add', top: 'shared', record_type: 'A', value: '192.0.2.7' },
                )
            ).code,
        ).toBe(1);
        // the owner's own actions are refused with the licence's reason
        const pause = await call('app/dns/update/domain/status', { token: receiver, form: { domainIds: '302', status: 3 } });
        expect(pause.msg).toBe(`该域名由 ${DEMO_SECOND_USER.account} 授权给您，此操作仅域名所有者可执行`);
        expect((await call('app/dns/domain/update/attr', { token: receiver, form: { id: 302, locked: 1 } })).msg).toContain('仅域名所有者');
        // an own domain of the owner is not shared
        expect(await shared(receiver, 'mybakery.cn')).toBeUndefined();

        const owner = await user2();
        const licence = (await call('app/dns/domain/license/list', { token: owner, json: { type: 'initiate', domain: 'weekend-photo.net' } })).page as {
            list: { id: number }[];
        };
        expect((await call('app/dns/domain/license/revoke', { token: owner, json: { id: licence.list[0].id } })).code).toBe(1);
        expect(await shared(receiver, 'weekend-photo.net')).toBeUndefined();
        expect((await listRecords(receiver, { domain_id: 302 })).msg).toBe('域名不存在');
    });

    it('lets a view-only receiver read the records and refuses changes with the reason', async () => {
        const owner = await user1();
        const saved = await call('app/dns/domain/license/save', { token: owner, json: { domainId: 2, account: DEMO_SECOND_USER.account, rights: 1 } });
        const receiver = await user2();
        expect((await call('app/dns/domain/license/accept', { token: receiver, json: { id: (saved.data as { id: number }).id } })).code).toBe(1);
        expect(await shared(receiver, 'example.com')).toMatchObject({ isShare: 1, shareFrom: 'demo', shareRights: 1 });
        expect((await listRecords(receiver, { domain_id: 2 })).code).toBe(1);
        const add = await setRecord(receiver, { id: 2, domain: 'example.com' }, { operation_type: 'add', top: 'x', record_type: 'A', value: '192.0.2.8' });
        expect(add.msg).toBe('该域名由 demo 授权给您，仅可查看，不能修改记录');
        expect((await call('app/dns/domain/license/save', { token: owner, json: { domainId: 2, account: 'lisi', rights: 9 } })).msg).toBe('参数错误：rights');
    });
});
