import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { UNASSIGNED_BLOCK_MSG } from '../../data/ptrZones/blocks';

setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
});

const post = (path: string, json: Record<string, unknown>) => call(path, { token, json });

describe('demo PTR calls', () => {
    it('creates a zone from a prefix and refuses what does not map to one, or exists', async () => {
        const created = await post('app/dns/ptr/zone/save', { prefix: '2001:DB8:10::/48' });
        expect(created).toMatchObject({ code: 1, data: { zoneName: '0.1.0.0.8.b.d.0.1.0.0.2.ip6.arpa', prefix: '2001:db8:10::/48', family: 6 } });
        expect(await post('app/dns/ptr/zone/save', { prefix: '2001:db8:10::/48' })).toMatchObject({ code: 500, msg: '反向区域已存在' });
        expect(await post('app/dns/ptr/zone/save', { prefix: '10.0.0.0/20' })).toMatchObject({ msg: '请输入 /8、/16 或 /24 的网段' });
        expect(await post('app/dns/ptr/zone/save', { prefix: '10.0.0.1/24' })).toMatchObject({ msg: '网段的主机位须为 0' });
    });

    it('lists the blocks assigned to the account and refuses a zone outside them', async () => {
        const blocks = (await call('app/dns/ptr/block/list', { token })).data as { list: { block: string }[] };
        expect(blocks.list.map(row => row.block)).toEqual(['192.0.2.0/24', '198.51.100.0/24', '10.0.0.0/8', '2001:db8::/32']);
        expect(await post('app/dns/ptr/zone/save', { prefix: '203.0.113.0/24' })).toMatchObject({ code: 500, msg: UNASSIGNED_BLOCK_MSG });
        expect(await post('app/dns/ptr/zone/save', { prefix: '2001:db9::/32' })).toMatchObject({ msg: UNASSIGNED_BLOCK_MSG });
        // a block holds the zones inside it, of any zone length
        expect(await post('app/dns/ptr/zone/save', { prefix: '198.51.100.0/24' })).toMatchObject({ code: 1 });
        expect(await post('app/dns/ptr/zone/save', { prefix: '10.44.0.0/16' })).toMatchObject({ code: 1 });
    });

    it('saves a record by its host part, checks it both ways, and turns it active after a minute', async () => {
        const saved = await post('app/dns/ptr/record/save', { id: 0, zoneId: 1, address: '33', target: 'Host33.Example.com.', ttl: 600 });
        expect(saved).toMatchObject({ code: 1, data: { address: '192.0.2.33', host: '33', target: 'host33.example.com', status: 0 } });
        expect(await post('app/dns/ptr/record/save', { id: 0, zoneId: 1, address: '192.0.3.1', target: 'a.example.com', ttl: 600 })).toMatchObject({
            msg: 'IP地址不在该反向区域的网段内',
        });
        expect(await post('app/dns/ptr/record/save', { id: 0, zoneId: 1, address: '34', target: '1.2.3.4', ttl: 600 })).toMatchObject({
            msg: '目标主机名格式不正确',
        });
        expect(await post('app/dns/ptr/record/save', { id: 0, zoneId: 1, address: '34', target: 'a.example.com', ttl: 0 })).toMatchObject({
            msg: 'TTL须为1到604800秒之间的整数',
        });
        expect(await post('app/dns/ptr/record/save', { id: 0, zoneId: 1, address: '33', target: 'b.example.com', ttl: 600 })).toMatchObject({
            msg: '该IP地址已有PTR记录',
        });

        vi.useFakeTimers({ toFake: ['Date'] });
        try {
            vi.setSystemTime(Date.now() + 61_000);
            const list = await post('app/dns/ptr/record/list', { zoneId: 1, page: 1, limit: 20, key: '192.0.2.33' });
            expect(list).toMatchObject({ data: { totalCount: 1, list: [{ address: '192.0.2.33', status: 1 }] } });
        } finally {
            vi.useRealTimers();
        }
    });

    it('deletes a zone with its records, only the user own', async () => {
        const zone = await post('app/dns/ptr/zone/save', { prefix: '10.77.0.0/16' });
        const zoneId = (zone.data as { id: number }).id;
        await post('app/dns/ptr/record/save', { id: 0, zoneId, address: '10.77.1.2', target: 'x.example.com', ttl: 600 });
        expect(await post('app/dns/ptr/zone/delete', { ids: String(zoneId) })).toMatchObject({ code: 1 });
        expect(await post('app/dns/ptr/record/list', { zoneId, page: 1, limit: 20 })).toMatchObject({ msg: '反向区域不存在' });
    });
});
