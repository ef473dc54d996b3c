import { describe, expect, it } from 'vitest';
import { call, loginAdmin, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

interface Segment {
    id: number;
    sourceIpS: number;
    sourceIpE: number;
    remark: string;
    createTime: string;
    mode: number;
    type: number;
}
interface Detail {
    list: Segment[];
    totalCount: number;
    status: { recursive_enable: number; forward_enable: number; recursive_root_ips: string };
}

const detail = async (token: string, remark = '') =>
    (await call('sys/dns/recursive/GetDnsRecursive/detail', { token, json: { mode: 2, page: 1, limit: 100, remark } })).data as Detail;
const save = (token: string, body: Record<string, unknown>) => call('sys/dns/recursive/saveDnsRecursive/detail', { token, json: body });

describe('demo backend: recursive DNS', () => {
    it('lists the seeded segments newest first, as integers, with the switches', async () => {
        const token = await loginAdmin();
        const data = await detail(token);
        expect(data.totalCount).toBe(8);
        expect(data.list[0].id).toBeGreaterThan(data.list[1].id);
        expect(data.list.find(segment => segment.remark === '办公网')).toMatchObject({ sourceIpS: 167772160, sourceIpE: 167837695, mode: 2, type: 1 });
        expect(data.status).toEqual({ recursive_enable: 1, forward_enable: 1, recursive_root_ips: '198.41.0.4,199.9.14.201' });
        expect((await detail(token, '机房')).list.map(segment => segment.remark).sort()).toEqual(['机房A', '机房B']);
    });

    it('creates a segment from integers or dotted text, and edits it in place', async () => {
        const token = await loginAdmin();
        const created = await save(token, { mode: 2, id: 0, sourceIpS: 3232245760, sourceIpE: 3232246015, remark: '新机房' }); // 192.168.40.0/24
        expect(created.code).toBe(1);
        const id = (created.data as Segment).id;
        expect((await detail(token)).list[0]).toMatchObject({ id, remark: '新机房', sourceIpS: 3232245760 });

        const edited = await save(token, { mode: 2, id, sourceIpS: '192.168.40.0', sourceIpE: '192.168.40.127', remark: '新机房-半段' });
        expect(edited.code).toBe(1);
        expect((await detail(token)).list.find(segment => segment.id === id)).toMatchObject({ sourceIpE: 3232245887, remark: '新机房-半段' });
    });

    it('refuses overlaps (except with itself), start > end, bad addresses and a missing remark', async () => {
        const token = await loginAdmin();
        expect(await save(token, { mode: 2, sourceIpS: '10.0.128.0', sourceIpE: '10.1.0.0', remark: 'x' })).toEqual({
            code: 500,
            msg: 'IP区间重复：10.0.128.0-10.1.0.0，与已有IP段冲突：办公网（10.0.0.0-10.0.255.255）',
        });
        expect(await save(token, { mode: 2, sourceIpS: 3232246015, sourceIpE: 3232245760, remark: 'x' })).toEqual({
            code: 500,
            msg: '起始IP不能大于截止IP：192.168.40.255-192.168.40.0',
        });
        expect((await save(token, { mode: 2, sourceIpS: '300.1.1.1', sourceIpE: '300.1.1.2', remark: 'x' })).msg).toBe('IP段格式错误：300.1.1.1-300.1.1.2');
        expect(await save(token, { mode: 2, sourceIpS: '8.8.8.0', sourceIpE: '8.8.8.255', remark: '' })).toEqual({ code: 500, msg: '备注不能为空' });
        expect(await save(token, { mode: 2, sourceIpS: '8.8.8.0', sourceIpE: '8.8.8.255', remark: '   ' })).toEqual({ code: 500, msg: '备注不能为空' });
        const office = (await detail(token, '办公网')).list[0];
        expect((await save(token, { mode: 2, id: office.id, sourceIpS: office.sourceIpS, sourceIpE: office.sourceIpE, remark: '总部办公网' })).code).toBe(1);
    });

    it('saves IPv6 segments (ipVersion 6) with the shared rules, naming the rows an overlap hits', async () => {
        const token = await loginAdmin();
        const first = await save(token, { mode: 2, ipVersion: 6, startIp: '2001:0db8::', endIp: '2001:db8::ffff', remark: 'v6 机房' });
        expect(first.code).toBe(1);
        expect((await detail(token, 'v6 机房')).list[0]).toMatchObject({ ipVersion: 6, startIp: '2001:db8::', endIp: '2001:db8::ffff', sourceIpS: 0 });
        expect(await save(token, { mode: 2, ipVersion: 6, startIp: '2001:db8::ff', endIp: '2001:db8:1::', remark: 'x' })).toEqual({
            code: 500,
            msg: 'IP区间重复：2001:db8::ff-2001:db8:1::，与已有IP段冲突：v6 机房（2001:db8::-2001:db8::ffff）',
        });
        expect((await save(token, { mode: 2, ipVersion: 6, startIp: '2001:db8::2', endIp: '2001:db8::1', remark: 'x' })).msg).toBe(
            '起始IP不能大于截止IP：2001:db8::2-2001:db8::1',
        );
        // an IPv4 range never overlaps an IPv6 one
        expect((await save(token, { mode: 2, sourceIpS: '11.0.0.0', sourceIpE: '11.0.0.255', remark: 'v4' })).code).toBe(1);
    });

    it('checks every line of a multi-line save against the others', async () => {
        const token = await loginAdmin();
        const answer = await save(token, { mode: 2, sourceIpS: '8.8.8.0\n8.8.8.128', sourceIpE: '8.8.8.255\n8.8.8.200', remark: '批量' });
        expect(answer.msg).toBe('IP区间重复：8.8.8.128-8.8.8.200，与已有IP段冲突：8.8.8.0-8.8.8.255');
        expect((await save(token, { mode: 2, sourceIpS: '8.8.8.0\n9.9.9.0', sourceIpE: '8.8.8.255\n9.9.9.255', remark: '批量' })).code).toBe(1);
        expect((await detail(token, '批量')).totalCount).toBe(2);
    });

    it('deletes by comma-joined ids', async () => {
        const token = await loginAdmin();
        const ids = (await detail(token)).list.slice(0, 3).map(segment => segment.id);
        expect((await call('sys/dns/recursive/deleteDnsRecursive/detail', { token, json: { ids: ids.join(',') } })).code).toBe(1);
        const after = await detail(token);
        expect(after.totalCount).toBe(5);
        expect(after.list.some(segment => ids.includes(segment.id))).toBe(false);
    });

    it('keeps "all segments" as the fallback beside specified segments, once', async () => {
        const token = await loginAdmin();
        const all = { mode: 2, type: 2, sourceIpS: '0.0.0.0', sourceIpE: '255.255.255.255', remark: '' };
        expect((await save(token, all)).code).toBe(1);
        expect(await save(token, all)).toEqual({
            code: 500,
            msg: 'IP区间重复：0.0.0.0-255.255.255.255，与已有IP段冲突：所有IP段（0.0.0.0-255.255.255.255）',
        });
        expect((await save(token, { mode: 2, sourceIpS: '8.8.8.0', sourceIpE: '8.8.8.255', remark: 'dns' })).code).toBe(1);
    });

    it('adds the all-segments type once the table is empty', async () => {
        const token = await loginAdmin();
        const ids = (await detail(token)).list.map(segment => segment.id).join(',');
        await call('sys/dns/recursive/deleteDnsRecursive/detail', { token, json: { ids } });
        expect((await save(token, { mode: 2, type: 2, sourceIpS: '0.0.0.0', sourceIpE: '255.255.255.255', remark: '' })).code).toBe(1);
        expect((await detail(token)).list).toEqual([expect.objectContaining({ sourceIpS: 0, sourceIpE: 4294967295, type: 2, remark: '所有IP段' })]);
    });

    it('toggles recursion and forwarding; while recursion is off segment saves and deletes are refused', async () => {
        const token = await loginAdmin();
        expect((await save(token, { mode: 1, targetValue: 0 })).code).toBe(1);
        expect((await detail(token)).status.recursive_enable).toBe(0);
        expect(await save(token, { mode: 2, sourceIpS: '8.8.8.0', sourceIpE: '8.8.8.255', remark: 'x' })).toEqual({ code: 500, msg: '递归功能已关闭' });
        expect(await call('sys/dns/recursive/deleteDnsRecursive/detail', { token, json: { ids: '1' } })).toEqual({ code: 500, msg: '递归功能已关闭' });
        expect((await save(token, { mode: 1, targetValue: '1' })).code).toBe(1);
        expect((await save(token, { mode: 6, targetValue: 0 })).code).toBe(1);
        expect((await detail(token)).status).toMatchObject({ recursive_enable: 1, forward_enable: 0 });
    });

    it('validates and saves the root server list', async () => {
        const token = await loginAdmin();
        expect(await save(token, { mode: 7, rootIps: '198.41.0.4,abc' })).toEqual({ code: 500, msg: '根IP格式错误：abc' });
        expect((await save(token, { mode: 1, targetValue: 1, rootIps: '198.41.0.4, 192.33.4.12' })).code).toBe(1);
        expect((await detail(token)).status.recursive_root_ips).toBe('198.41.0.4,192.33.4.12');
    });
});
