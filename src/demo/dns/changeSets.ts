import {
    checkChangeSet,
    contentOf,
    countOps,
    fieldChanges,
    ZoneState,
    type ChangeOp,
    type ChangeSource,
    type PlanLimits,
    type RecordContent,
    type ZoneRecord,
} from '../../zone';
import { addJobResults } from '../bulk/jobs';
import { nextId } from '../db';
import { int, isPlainObject, text, type Input } from '../fields';
import { DemoError, type AuthedContext } from '../http';
import type { DemoChangeSet, DemoDb, DemoDomain, StoredContent, StoredOp, StoredRecord } from '../model';
import { now } from '../time';
import { logOperation } from './access';
import { LINES } from './lineTree';
import { lineById } from './lines';
import { nowSeconds, requireUnlocked } from './saveRecord';
import { problemText } from './valueChecks';

/**
 * Change sets on the demo's zones (docs/dns-api.md "Change sets"): a chunk of operations is judged by the console's own
 * zone checks (src/zone/checks.ts) against the zone as stored, the accepted ones are written, and the chunk joins its
 * history entry. The history is bounded: a domain keeps its latest HISTORY_LIMITS.entries entries, and all the
 * entries together at most HISTORY_LIMITS.operations operations (the oldest entries go first; the demo's database
 * lives in localStorage).
 */
export const HISTORY_LIMITS = { entries: 200, operations: 20_000 };
export const MAX_OPERATIONS = 500;

const NOT_APPLIED = '未执行：同批次有操作被拒绝';

// ---- the zone as the checks see it ----------------------------------------------------------------------

const contentOfStored = (db: DemoDb, userId: number, record: StoredContent): RecordContent => ({
    top: record.h,
    record_type: record.t,
    value: record.v,
    ttl: record.ttl,
    mx: record.m ?? 0,
    weight: record.w ?? 1,
    record_line_id: String(record.l),
    record_line_name: lineById(db, userId, record.l)?.name ?? '',
    status: record.s === 3 ? 3 : 1,
    ...(record.r ? { remark: record.r } : {}),
});

export const zoneRecordOfStored = (db: DemoDb, userId: number, record: StoredRecord): ZoneRecord => ({
    ...contentOfStored(db, userId, record),
    record_id: record.i,
});

export const zoneOf = (db: DemoDb, userId: number, domain: DemoDomain): ZoneState =>
    new ZoneState(
        domain.domain,
        db.records.filter(record => record.d === domain.id).map(record => zoneRecordOfStored(db, userId, record)),
    );

const storedContent = (record: RecordContent): StoredContent => {
    const type = record.record_type.toUpperCase();
    return {
        h: record.top,
        t: type,
        v: record.value,
        l: int(record.record_line_id, 1),
        ttl: record.ttl,
        ...(type === 'MX' ? { m: record.mx } : {}),
        ...(record.weight !== 1 ? { w: record.weight } : {}),
        s: record.status,
        ...(record.remark ? { r: record.remark } : {}),
    };
};

// ---- the plan's limits ----------------------------------------------------------------------------------

/** Official lines breadth first: 默认, the top-level lines, then their sub-lines: a plan offers the first lineCount. */
const LINES_BY_DEPTH = (() => {
    const depth = new Map<number, number>();
    for (const line of LINES) depth.set(line.id, line.parent ? (depth.get(line.parent) ?? 0) + 1 : 0);
    return [...LINES].sort((a, b) => depth.get(a.id)! - depth.get(b.id)! || a.id - b.id).map(line => String(line.id));
})();
/** Plans offering this many lines or more offer the user's custom lines too. */
const CUSTOM_LINES_FROM = 20;
/**
 * The free plan's types, as DNSPod's: the usual ones with HTTPS, SVCB and CAA (browsers ask for HTTPS). URL
 * forwarding and the other types of a real zone (TLSA, SSHFP, NAPTR, DS, URI, LOC, SMIMEA, CERT) come with a paid plan.
 */
const FREE_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'HTTPS', 'SVCB'];

/** The free DNS plan: a domain without a plan in use has its limits. */
const FREE_PLAN_ID = 1;

/** The plan bound to the domain (in use), else the free plan: its limits (docs/dns-api.md "Change sets"). */
export const planLimits = (db: DemoDb, userId: number, domain: DemoDomain): PlanLimits => {
    const consume = db.consumes.find(row => row.domainId === domain.id && row.mode === 1);
    const product = db.products.find(row => row.id === consume?.productId) ?? db.products.find(row => row.id === FREE_PLAN_ID)!;
    const { recordLimit, minTtl, lineCount } = product.attrs;
    const custom = lineCount >= CUSTOM_LINES_FROM ? db.customLines.filter(line => line.userId === userId).map(line => String(line.id)) : [];
    return {
        plan: product.productName,
        recordLimit,
        minTtl,
        lineIds: lineCount >= LINES_BY_DEPTH.length ? null : [...LINES_BY_DEPTH.slice(0, Math.max(1, lineCount)), ...custom],
        recordTypes: product.productUnitPrice > 0 ? null : FREE_TYPES,
    };
};

// ---- reading a chunk --------------------------------------------------------------------------------------

const contentOfInput = (value: unknown): RecordContent => {
    if (!isPlainObject(value)) throw new DemoError('参数错误：operations 格式错误');
    return contentOf(value as Input);
};

const operationOf = (value: unknown): ChangeOp => {
    if (!isPlainObject(value)) throw new DemoError('参数错误：operations 格式错误');
    const op = text(value.op);
    const recordId = int(value.record_id, 0);
    if (op === 'add') return { op, after: contentOfInput(value.record) };
    if (op !== 'update' && op !== 'delete') throw new DemoError('参数错误：不支持的 op');
    if (recordId <= 0) throw new DemoError('参数错误：缺少 record_id');
    const before = { ...contentOfInput(value.before), record_id: recordId };
    return op === 'update' ? { op, before, after: contentOfInput(value.record) } : { op, before };
};

const operationsOf = (value: unknown): ChangeOp[] => {
    let parsed = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value) as unknown;
        } catch {
            throw new DemoError('参数错误：operations 格式错误');
        }
    }
    if (!Array.isArray(parsed)) throw new DemoError('参数错误：operations 格式错误');
    if (parsed.length === 0) throw new DemoError('请添加要执行的操作');
    if (parsed.length > MAX_OPERATIONS) throw new DemoError(`每次最多提交${MAX_OPERATIONS}个操作`);
    return parsed.map(operationOf);
};

// ---- the history ------------------------------------------------------------------------------------------

const SOURCE_ACTIONS: Record<ChangeSource, string> = {
    dialog: '修改记录',
    row: '修改记录',
    batch: '批量操作记录',
    bulk: '批量修改记录',
    import: '导入记录',
    template: '应用模板',
    revert: '撤销变更',
};

const isSource = (value: string): value is ChangeSource => value in SOURCE_ACTIONS;

/** The log's action: what the change set did when it did one kind of thing, else where it was made. */
const actionOf = (entry: DemoChangeSet): string => {
    const kinds = (
        [
            ['added', '添加记录'],
            ['updated', '修改记录'],
            ['deleted', '删除记录'],
            ['paused', '暂停记录'],
            ['enabled', '启用记录'],
        ] as const
    ).filter(([key]) => entry[key] > 0);
    if (kinds.length === 1 && entry.source !== 'revert')
        return entry.source === 'bulk' || entry.source === 'import' ? SOURCE_ACTIONS[entry.source] : kinds[0][1];
    return SOURCE_ACTIONS[entry.source];
};

const describe = (record: RecordContent) => `${record.top} ${record.record_type} ${record.record_line_name || '默认'} ${record.value}`;

const describeOp = (op: ChangeOp): string => {
    if (op.op === 'add') return `添加 ${describe(op.after)}`;
    if (op.op === 'delete') return `删除 ${describe(op.before)}`;
    const changes = fieldChanges(op.before, op.after).map(({ field, from, to }) => `${field} ${from} -> ${to}`);
    return `修改 ${describe(op.before)}（${changes.join('，')}）`;
};

const summary = (entry: DemoChangeSet): string => {
    const parts = [
        ['添加', entry.added],
        ['修改', entry.updated],
        ['删除', entry.deleted],
        ['暂停', entry.paused],
        ['启用', entry.enabled],
    ].filter(([, count]) => Number(count) > 0);
    return parts.map(([label, count]) => `${label} ${count} 条`).join('，');
};

const storedOp = (op: ChangeOp, recordId: number): StoredOp => {
    switch (op.op) {
        case 'add':
            return { o: 'a', i: recordId, a: storedContent(op.after) };
        case 'delete':
            return { o: 'd', i: recordId, b: storedContent(op.before) };
        case 'update': {
            const before = storedContent(op.before);
            const after = storedContent(op.after);
            const changed = Object.fromEntries(
                (Object.keys({ ...before, ...after }) as (keyof StoredContent)[])
                    .filter(key => before[key] !== after[key])
                    .map(key => [key, after[key] ?? null]),
            );
            return { o: 'u', i: recordId, b: before, a: changed };
        }
    }
};

/** The operations an entry applied, as the info call answers them (an update's after rebuilt from before + changes). */
export const appliedOps = (db: DemoDb, userId: number, entry: DemoChangeSet) =>
    entry.ops.map(op => {
        const before = op.b && contentOfStored(db, userId, op.b);
        const afterStored = op.o === 'u' ? stripNulls({ ...op.b!, ...op.a }) : (op.a as StoredContent | undefined);
        const after = afterStored && contentOfStored(db, userId, afterStored);
        return { op: op.o === 'a' ? 'add' : op.o === 'u' ? 'update' : 'delete', record_id: op.i, ...(before ? { before } : {}), ...(after ? { after } : {}) };
    });

const stripNulls = (content: Record<string, unknown>): StoredContent =>
    Object.fromEntries(Object.entries(content).filter(([, value]) => value !== null)) as StoredContent;

const operationCount = (db: DemoDb) => db.changeSets.reduce((sum, entry) => sum + entry.ops.length, 0);

/** Drops the oldest entries past the bounds, never `keep`. */
const prune = (db: DemoDb, domainId: number, keep: DemoChangeSet) => {
    const own = db.changeSets.filter(entry => entry.domainId === domainId);
    const gone = new Set(own.slice(0, Math.max(0, own.length - HISTORY_LIMITS.entries)));
    let total = operationCount(db);
    for (const entry of db.changeSets) {
        if (total <= HISTORY_LIMITS.operations) break;
        if (entry === keep || gone.has(entry)) continue;
        gone.add(entry);
        total -= entry.ops.length;
    }
    if (gone.size) db.changeSets = db.changeSets.filter(entry => !gone.has(entry));
};

const openEntry = (context: AuthedContext, domain: DemoDomain, input: Input): DemoChangeSet => {
    const { db, session } = context;
    const user = db.users.find(row => row.userId === session.userId);
    const source = text(input.source);
    const entry: DemoChangeSet = {
        id: nextId(db.changeSets),
        userId: session.userId,
        domainId: domain.id,
        source: isSource(source) ? source : 'dialog',
        comment: text(input.comment).slice(0, 200),
        operator: user?.username || user?.mail || user?.mobile || '',
        createTime: now(),
        added: 0,
        updated: 0,
        deleted: 0,
        paused: 0,
        enabled: 0,
        refused: 0,
        revertOf: int(input.revertOf, 0),
        ops: [],
    };
    db.changeSets.push(entry);
    logOperation(context, domain, SOURCE_ACTIONS[entry.source], '');
    db.operationLogs[db.operationLogs.length - 1].changeSetId = entry.id;
    return entry;
};

const entryOf = ({ db, session }: AuthedContext, domain: DemoDomain, id: number): DemoChangeSet => {
    const entry = db.changeSets.find(row => row.id === id && row.userId === session.userId && row.domainId === domain.id);
    if (!entry) throw new DemoError('变更记录不存在');
    return entry;
};

// ---- applying -------------------------------------------------------------------------------------------

interface OpAnswer {
    index: number;
    code: number;
    msg: string;
    record_id: number;
}

/** How an operation is named in a bulk job's refusals: "www.example.com A 1.2.3.4". */
const jobItem = (domain: DemoDomain, op: ChangeOp) => {
    const record = op.op === 'add' ? op.after : op.before;
    return `${record.top === '@' ? domain.domain : `${record.top}.${domain.domain}`} ${record.record_type} ${record.value}`;
};

/** A chunk sent as part of a bulk job (`jobId`): each operation's answer is counted in the job (the bulk log). */
const recordInJob = ({ db, session }: AuthedContext, jobId: number, domain: DemoDomain, ops: readonly ChangeOp[], list: readonly OpAnswer[]) => {
    if (jobId > 0)
        addJobResults(
            db,
            session.userId,
            jobId,
            list.map(({ index, code, msg }) => ({ item: jobItem(domain, ops[index]), ok: code === 1, msg })),
        );
};

/** Applies one chunk of a change set to `domain`: the apply call's work (and the older single calls', as sets of one). */
export const applyChunk = (context: AuthedContext, domain: DemoDomain, input: Input): { changeSetId: number; list: OpAnswer[] } => {
    const { db, session } = context;
    requireUnlocked(domain);
    const ops = operationsOf(input.operations);
    const jobId = int(input.jobId, 0);
    // an ended job (or another user's) refuses the chunk before anything is written
    if (jobId > 0) addJobResults(db, session.userId, jobId, []);
    const changeSetId = int(input.changeSetId, 0);
    if (changeSetId > 0) entryOf(context, domain, changeSetId);
    const knownLine = (id: string) => lineById(db, session.userId, int(id, 0)) !== undefined;
    const report = checkChangeSet(zoneOf(db, session.userId, domain), ops, { limits: planLimits(db, session.userId, domain), knownLine });
    const refused = new Map(report.refused.map(({ index, problem }) => [index, problemText(problem)]));
    if (refused.size > 0 && int(input.atomic, 0) === 1) {
        const list = ops.map((_op, index) => ({ index, code: refused.has(index) ? 500 : 0, msg: refused.get(index) ?? NOT_APPLIED, record_id: 0 }));
        recordInJob(context, jobId, domain, ops, list);
        return { changeSetId, list };
    }
    const entry = changeSetId > 0 ? entryOf(context, domain, changeSetId) : openEntry(context, domain, input);
    const byId = new Map(db.records.filter(record => record.d === domain.id).map(record => [record.i, record]));
    const deleted = new Set<StoredRecord>();
    let next = db.records.reduce((max, record) => Math.max(max, record.i), 0) + 1;
    const at = nowSeconds();
    const accepted: ChangeOp[] = [];
    const list = ops.map((op, index): OpAnswer => {
        const reason = refused.get(index);
        if (reason !== undefined) return { index, code: 500, msg: reason, record_id: op.op === 'add' ? 0 : op.before.record_id };
        accepted.push(op);
        let recordId: number;
        if (op.op === 'add') {
            recordId = next++;
            const record: StoredRecord = { ...storedContent(op.after), i: recordId, d: domain.id, u: at };
            db.records.push(record);
            byId.set(recordId, record);
            domain.recordCount++;
        } else {
            recordId = op.before.record_id;
            const record = byId.get(recordId)!;
            if (op.op === 'delete') {
                deleted.add(record);
                byId.delete(recordId);
                domain.recordCount--;
            } else {
                for (const key of ['m', 'w', 'r'] as const) delete record[key];
                Object.assign(record, storedContent(op.after), { u: at });
            }
        }
        entry.ops.push(storedOp(op, recordId));
        return { index, code: 1, msg: 'success', record_id: recordId };
    });
    if (deleted.size) db.records = db.records.filter(record => !deleted.has(record));
    const counts = countOps(accepted);
    for (const key of ['added', 'updated', 'deleted', 'paused', 'enabled'] as const) entry[key] += counts[key];
    entry.refused += refused.size;
    const log = db.operationLogs.find(row => row.changeSetId === entry.id);
    if (log) {
        log.action = actionOf(entry);
        const shown = entry.ops.length <= 3 && accepted.length ? accepted.slice(0, 3).map(describeOp).join('；') : summary(entry);
        log.content = [shown, entry.comment].filter(Boolean).join(' · ');
    }
    prune(db, domain.id, entry);
    recordInJob(context, jobId, domain, ops, list);
    return { changeSetId: entry.id, list };
};
