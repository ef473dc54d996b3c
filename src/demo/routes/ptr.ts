import { blocksHold, UNASSIGNED_BLOCK_MSG } from '../../data/ptrZones/blocks';
// The PTR calls of two data resources, src/data/ptrZones (reverse zones) and src/data/ptrRecords (their records):
// one file, as a zone's records live and go with it.
import { checkRecordValue, checkTtl, normaliseHostname } from '../../validation/records';
import { parsePrefix, prefixOfZone, relativeName, resolvePtrAddress, zoneNameOf, prefixText } from '../../validation/ptr';
import { nextId } from '../db';
import { ptrStatusAt, type DemoPtrRecord, type DemoPtrZone } from '../dns/ptr';
import { idsOf, int, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import { paginate } from '../paging';
import { now } from '../time';

/** The demo answers in Chinese, as the backend does; the console shows its msg. */
const PREFIX_MESSAGES: Record<string, string> = {
    'ptr.validation.prefixRequired': '请输入网段',
    'ptr.validation.prefixFormat': '网段格式不正确，例如 192.168.1.0/24 或 2001:db8::/32',
    'ptr.validation.ipv4Length': '请输入 /8、/16 或 /24 的网段',
    'ptr.validation.ipv6Length': 'IPv6 网段长度须为 4 的倍数（/4 到 /124）',
    'ptr.validation.hostBits': '网段的主机位须为 0',
    'ptr.validation.addressRequired': '请输入IP地址',
    'ptr.validation.addressFamily': 'IP地址与反向区域的协议不一致',
    'ptr.validation.addressOutside': 'IP地址不在该反向区域的网段内',
    'ptr.validation.addressFormat': 'IP地址格式不正确',
};

const refuse = (key: string): never => {
    throw new DemoError(PREFIX_MESSAGES[key] ?? '参数错误');
};

const zoneRow = (context: AuthedContext, zone: DemoPtrZone) => ({
    id: zone.id,
    zoneName: zone.zoneName,
    prefix: zone.prefix,
    family: zone.family,
    recordCount: context.db.ptr.records.filter(record => record.zoneId === zone.id).length,
    createTime: zone.createTime,
});

const ownZone = ({ db, session }: AuthedContext, id: number): DemoPtrZone => {
    const zone = db.ptr.zones.find(row => row.id === id && row.userId === session.userId);
    if (!zone) throw new DemoError('反向区域不存在');
    return zone;
};

const recordRow = (zone: DemoPtrZone, record: DemoPtrRecord, at: number) => {
    const prefix = prefixOfZone(zone.zoneName);
    return {
        id: record.id,
        zoneId: record.zoneId,
        address: record.address,
        host: prefix ? (relativeName(record.address, prefix) ?? '') : '',
        target: record.target,
        ttl: record.ttl,
        status: ptrStatusAt(record, at),
        updateTime: record.updateTime,
    };
};

export const ptrRoutes = [
    route.userPost('app/dns/ptr/zone/list', context => {
        const { db, session, input } = context;
        const key = text(input.key).toLowerCase();
        const rows = db.ptr.zones.filter(zone => zone.userId === session.userId && (!key || zone.prefix.includes(key) || zone.zoneName.includes(key)));
        const page = paginate(rows, input, { sidx: 'id', order: 'desc' });
        return ok({ data: { ...page, list: page.list.map(zone => zoneRow(context, zone)) } });
    }),

    route.userGet('app/dns/ptr/zone/info', context => ok({ data: zoneRow(context, ownZone(context, int(context.input.id, 0))) })),

    // designed: the blocks the administrator assigned to the account; reverse zones are made inside them only
    route.userGet('app/dns/ptr/block/list', ({ db, session }) =>
        ok({ data: { list: db.ptr.blocks.filter(row => row.userId === session.userId).map(({ block, remark }) => ({ block, remark })) } }),
    ),

    route.userPost('app/dns/ptr/zone/save', ({ db, session, input }) => {
        const parsed = parsePrefix(text(input.prefix));
        if ('error' in parsed) return refuse(parsed.error.message);
        if (
            !blocksHold(
                db.ptr.blocks.filter(row => row.userId === session.userId),
                parsed.prefix,
            )
        )
            throw new DemoError(UNASSIGNED_BLOCK_MSG);
        const zoneName = zoneNameOf(parsed.prefix);
        // one zone per name across accounts: the reverse delegation can point to one account only
        if (db.ptr.zones.some(zone => zone.zoneName === zoneName)) throw new DemoError('反向区域已存在');
        const zone: DemoPtrZone = {
            id: nextId(db.ptr.zones),
            userId: session.userId,
            prefix: prefixText(parsed.prefix),
            zoneName,
            family: parsed.prefix.family,
            createTime: now(),
        };
        db.ptr.zones.push(zone);
        return ok({ data: { id: zone.id, zoneName, prefix: zone.prefix, family: zone.family, recordCount: 0, createTime: zone.createTime } });
    }),

    route.userPost('app/dns/ptr/zone/delete', context => {
        const { db, input, body } = context;
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        for (const id of ids) ownZone(context, id);
        db.ptr.zones = db.ptr.zones.filter(zone => !ids.has(zone.id));
        db.ptr.records = db.ptr.records.filter(record => !ids.has(record.zoneId));
        return ok();
    }),

    route.userPost('app/dns/ptr/record/list', context => {
        const { db, input } = context;
        const zone = ownZone(context, int(input.zoneId, 0));
        const key = text(input.key).toLowerCase();
        const at = Date.now();
        const rows = db.ptr.records.filter(record => record.zoneId === zone.id && (!key || record.address.includes(key) || record.target.includes(key)));
        const page = paginate(rows, input, { sidx: 'id', order: 'desc' });
        return ok({ data: { ...page, list: page.list.map(record => recordRow(zone, record, at)) } });
    }),

    route.userPost('app/dns/ptr/record/save', context => {
        const { db, session, input } = context;
        const zone = ownZone(context, int(input.zoneId, 0));
        const prefix = prefixOfZone(zone.zoneName);
        if (!prefix) throw new DemoError('反向区域不存在');
        const resolved = resolvePtrAddress(text(input.address), prefix);
        if ('error' in resolved) return refuse(resolved.error.message);
        if (checkRecordValue('PTR', text(input.target))) throw new DemoError('目标主机名格式不正确');
        if (checkTtl(input.ttl)) throw new DemoError('TTL须为1到604800秒之间的整数');
        const id = int(input.id, 0);
        const existing = id > 0 ? db.ptr.records.find(record => record.id === id && record.zoneId === zone.id) : undefined;
        if (id > 0 && !existing) throw new DemoError('记录不存在');
        if (db.ptr.records.some(record => record.zoneId === zone.id && record.address === resolved.address && record !== existing))
            throw new DemoError('该IP地址已有PTR记录');
        const record: DemoPtrRecord = existing ?? {
            id: nextId(db.ptr.records),
            userId: session.userId,
            zoneId: zone.id,
            address: '',
            target: '',
            ttl: 600,
            updateTime: '',
        };
        record.address = resolved.address;
        record.target = normaliseHostname(text(input.target));
        record.ttl = int(input.ttl, 600);
        record.updateTime = now();
        if (!existing) db.ptr.records.push(record);
        return ok({ data: recordRow(zone, record, Date.now()) });
    }),

    route.userPost('app/dns/ptr/record/delete', ({ db, session, input, body }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        if ([...ids].some(id => !db.ptr.records.some(record => record.id === id && record.userId === session.userId))) throw new DemoError('记录不存在');
        db.ptr.records = db.ptr.records.filter(record => !ids.has(record.id));
        return ok();
    }),
];
