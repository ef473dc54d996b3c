import { describeRecord, toWireRecord } from '../dns/wire';
import { logOperation, ownDomain } from '../dns/access';
import { lineById } from '../dns/lines';
import { idsOf, int, isPlainObject, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDomain, StoredRecord } from '../model';
import { nowSeconds, requireUnlocked, saveRecord } from '../dns/saveRecord';

type SortKey = (record: StoredRecord) => string | number;
const SORT_KEYS: Record<string, SortKey> = {
    record_id: record => record.i,
    id: record => record.i,
    top: record => record.h,
    record_type: record => record.t,
    value: record => record.v,
    ttl: record => record.ttl,
    mx: record => record.m ?? 0,
    weight: record => record.w ?? 1,
    status: record => record.s,
    updateTime: record => record.u,
    record_line_id: record => record.l,
};
const collator = new Intl.Collator('zh-CN', { numeric: true });

const parseInfo = (value: unknown): Input => {
    if (isPlainObject(value)) return value;
    try {
        const parsed = JSON.parse(text(value)) as unknown;
        if (isPlainObject(parsed)) return parsed;
    } catch {
        // fall through
    }
    throw new DemoError('参数错误：info 格式错误');
};

/** The records named by a batch call, with their domains; refuses unknown ids and locked domains. */
const batchRecords = ({ db, session }: AuthedContext, input: Input, body: unknown) => {
    const ids = new Set(idsOf(Array.isArray(body) ? body : input));
    if (ids.size === 0) throw new DemoError('请选择解析记录');
    const mine = new Map(db.domains.filter(domain => domain.userId === session.userId).map(domain => [domain.id, domain]));
    const records = db.records.filter(record => ids.has(record.i) && mine.has(record.d));
    if (records.length !== ids.size) throw new DemoError('记录不存在');
    const domains = [...new Set(records.map(record => mine.get(record.d)!))];
    domains.forEach(requireUnlocked);
    return { records, domains };
};

const logBatch = (context: AuthedContext, domains: DemoDomain[], records: StoredRecord[], action: string) => {
    for (const domain of domains) {
        const own = records.filter(record => record.d === domain.id);
        const shown = own.slice(0, 5).map(record => describeRecord(context.db, context.session.userId, record));
        logOperation(context, domain, action, own.length > 5 ? `${shown.join('；')} 等${own.length}条` : shown.join('；'));
    }
};

export const recordRoutes = [
    route.userPost('app/dns/record/list', context => {
        const { db, session, input } = context;
        const domain = ownDomain(context, input, ['domain_id']);
        const top = text(input.top).toLowerCase();
        const value = text(input.value).toLowerCase();
        const type = text(input.record_type).toUpperCase();
        const lineId = optionalInt(input.record_line_id);
        const status = optionalInt(input.status);
        const rows = db.records.filter(
            record =>
                record.d === domain.id &&
                (!top || record.h.includes(top)) &&
                (!value || record.v.toLowerCase().includes(value)) &&
                (!type || record.t === type) &&
                (lineId === undefined || record.l === lineId) &&
                (status === undefined || record.s === status),
        );
        const sidx = text(input.sidx);
        const names = new Map<number, string>();
        const lineName = (record: StoredRecord) => {
            if (!names.has(record.l)) names.set(record.l, lineById(db, session.userId, record.l)?.name ?? '');
            return names.get(record.l)!;
        };
        const key = sidx === 'record_line_name' || sidx === 'record_line' ? lineName : (SORT_KEYS[sidx] ?? SORT_KEYS.record_id);
        const direction = text(input.order).toLowerCase() === 'desc' ? -1 : 1;
        rows.sort((a, b) => {
            const x = key(a);
            const y = key(b);
            const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
            return direction * order || a.i - b.i;
        });
        const limit = Math.max(1, int(input.limit, 20));
        const page = Math.max(1, int(input.page, 1));
        const objData = rows.slice((page - 1) * limit, page * limit).map(record => toWireRecord(db, session.userId, record));
        return ok({ objData, total: rows.length });
    }),

    route.userPost('app/dns/record/set', context => {
        const { db, session, input } = context;
        const domain = ownDomain(context, input, ['id', 'domain_id']);
        requireUnlocked(domain);
        const info = parseInfo(input.info);
        const operation = text(info.operation_type);
        const recordId = int(info.record_id, 0);
        const existing = recordId > 0 ? db.records.find(record => record.i === recordId && record.d === domain.id) : undefined;
        if (operation !== 'add' && !existing) throw new DemoError('记录不存在');
        if (operation === 'delete') {
            db.records = db.records.filter(record => record !== existing);
            domain.recordCount--;
            logOperation(context, domain, '删除记录', describeRecord(db, session.userId, existing!));
            return ok({ data: { record_id: recordId } });
        }
        if (operation !== 'add' && operation !== 'update') throw new DemoError('参数错误：不支持的 operation_type');
        const before = existing && describeRecord(db, session.userId, existing);
        const record = saveRecord(context, domain, info, operation === 'update' ? existing : undefined);
        const after = describeRecord(db, session.userId, record);
        logOperation(context, domain, operation === 'add' ? '添加记录' : '修改记录', before ? `${before} -> ${after}` : after);
        return ok({ data: { record_id: record.i } });
    }),

    route.userPost('app/dns/batch/update/domain/record/status', context => {
        const status = int(context.input.status, 0);
        if (status !== 1 && status !== 3) throw new DemoError('参数错误：status 只能为 1 或 3');
        const { records, domains } = batchRecords(context, context.input, context.body);
        const changed = records.filter(record => record.s !== status);
        const at = nowSeconds();
        for (const record of changed) Object.assign(record, { s: status, u: at });
        logBatch(context, domains, changed, status === 1 ? '启用记录' : '暂停记录');
        return ok();
    }),

    route.userPost('app/dns/batch/delete/domain/record', context => {
        const { db } = context;
        const { records, domains } = batchRecords(context, context.input, context.body);
        const gone = new Set(records);
        db.records = db.records.filter(record => !gone.has(record));
        for (const domain of domains) domain.recordCount -= records.filter(record => record.d === domain.id).length;
        logBatch(context, domains, records, '删除记录');
        return ok();
    }),
];
