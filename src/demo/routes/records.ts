import { toWireRecord } from '../dns/wire';
import { acceptedLicence, ownDomain } from '../dns/access';
import { lineById, lineOfSave } from '../dns/lines';
import { applyChunk, MAX_OPERATIONS, zoneRecordOfStored } from '../dns/changeSets';
import { chunksOf } from '../../zone';
import { RECORD_STATUS } from '../../data/records/api';
import { DEFAULT_TTL } from '../../validation/records';
import { idsOf, int, isPlainObject, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb, DemoDomain, StoredRecord } from '../model';
import { requireUnlocked } from '../dns/saveRecord';

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
const batchRecords = (context: AuthedContext, input: Input, body: unknown) => {
    const { db } = context;
    const ids = new Set(idsOf(Array.isArray(body) ? body : input));
    if (ids.size === 0) throw new DemoError('请选择解析记录');
    // the records of the user's own domains and of those shared with them (a share refuses with its reason below)
    const visible = (domainId: number) =>
        db.domains.some(domain => domain.id === domainId && domain.userId === context.session.userId) ||
        !!acceptedLicence(db, context.session.userId, domainId);
    const records = db.records.filter(record => ids.has(record.i) && visible(record.d));
    if (records.length !== ids.size) throw new DemoError('记录不存在');
    const domains = [...new Set(records.map(record => record.d))].map(id => ownDomain(context, { id }, ['id'], 'records'));
    domains.forEach(requireUnlocked);
    return { records, domains };
};

/** The older batch calls are change sets of the ids they name (one per domain), all or nothing. */
const applyOrRefuse = (context: AuthedContext, domain: DemoDomain, operations: unknown[]) => {
    for (const part of chunksOf(operations, MAX_OPERATIONS)) {
        const refused = applyChunk(context, domain, { source: 'row', atomic: 1, operations: part }).list.find(answer => answer.code === 500);
        if (refused) throw new DemoError(refused.msg);
    }
};

/** A field as sent, `fallback` when absent or empty. */
const sent = (value: unknown, fallback: number): unknown => (value === undefined || value === null || text(value) === '' ? fallback : value);

const domainDefaultTtl = (db: DemoDb, domainId: number) => db.domainSettings.find(setting => setting.domainId === domainId)?.confDefaultTtl ?? DEFAULT_TTL;

export const recordRoutes = [
    route.userPost('app/dns/record/list', context => {
        const { db, session, input } = context;
        const domain = ownDomain(context, input, ['domain_id'], 'read');
        const top = text(input.top).toLowerCase();
        const value = text(input.value).toLowerCase();
        const remark = text(input.remark).toLowerCase();
        const type = text(input.record_type).toUpperCase();
        const lineId = optionalInt(input.record_line_id);
        const status = optionalInt(input.status);
        const rows = db.records.filter(
            record =>
                record.d === domain.id &&
                (!top || record.h.includes(top)) &&
                (!value || record.v.toLowerCase().includes(value)) &&
                (!remark || (record.r ?? '').toLowerCase().includes(remark)) &&
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
        const domain = ownDomain(context, input, ['id', 'domain_id'], 'records');
        requireUnlocked(domain);
        const info = parseInfo(input.info);
        const operation = text(info.operation_type);
        const recordId = int(info.record_id, 0);
        const existing = recordId > 0 ? db.records.find(record => record.i === recordId && record.d === domain.id) : undefined;
        if (operation !== 'add' && !existing) throw new DemoError('记录不存在');
        if (operation !== 'add' && operation !== 'update' && operation !== 'delete') throw new DemoError('参数错误：不支持的 operation_type');
        const before = existing && zoneRecordOfStored(db, session.userId, existing);
        const line = operation === 'delete' ? undefined : lineOfSave(db, session.userId, info);
        const record = line && {
            ...info,
            top: text(info.top).trim().replace(/\.$/, ''),
            ttl: sent(info.ttl, domainDefaultTtl(db, domain.id)),
            record_line_id: line.id,
            record_line_name: line.name,
            status: before?.status ?? RECORD_STATUS.on,
        };
        const [answer] = applyChunk(context, domain, {
            source: 'dialog',
            atomic: 1,
            operations: [{ op: operation, record_id: recordId, before, record }],
        }).list;
        if (answer.code !== 1) throw new DemoError(answer.msg);
        return ok({ data: { record_id: answer.record_id } });
    }),

    route.userPost('app/dns/batch/update/domain/record/status', context => {
        const status = int(context.input.status, 0);
        if (status !== 1 && status !== 3) throw new DemoError('参数错误：status 只能为 1 或 3');
        const { records, domains } = batchRecords(context, context.input, context.body);
        for (const domain of domains) {
            const ops = records
                .filter(record => record.d === domain.id && record.s !== status)
                .map(record => {
                    const before = zoneRecordOfStored(context.db, context.session.userId, record);
                    return { op: 'update', record_id: record.i, before, record: { ...before, status } };
                });
            if (ops.length) applyOrRefuse(context, domain, ops);
        }
        return ok();
    }),

    route.userPost('app/dns/batch/delete/domain/record', context => {
        const { records, domains } = batchRecords(context, context.input, context.body);
        for (const domain of domains) {
            const ops = records
                .filter(record => record.d === domain.id)
                .map(record => ({ op: 'delete', record_id: record.i, before: zoneRecordOfStored(context.db, context.session.userId, record) }));
            applyOrRefuse(context, domain, ops);
        }
        return ok();
    }),
];
