import { describeRecord, toWireRecord } from '../dns/wire';
import { RECORD_STATUS } from '../../data/records/api';
import { isBindable, addUnits } from '../commerce/planOrders';
import { catchUpOrders } from '../commerce/lifecycle';
import { addJobResults } from '../bulk/jobs';
import { writableDomain } from '../bulk/bulkRecordsSave';
import { saveRecord } from '../dns/saveRecord';
import { domainsOf, logOperation } from '../dns/access';
import { int, isPlainObject, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDomain } from '../model';
import { formatDateTime } from '../time';
import { splitLines } from '../../validation/domainList';
import { isDomainName } from '../../validation/domain';

/**
 * The bulk record and plan calls (designed, src/data/bulkRecords/api.ts; docs/dns-api.md "Bulk work").
 * Each write call is one chunk of a job: every item is judged on its own (one refusal does not stop the others),
 * by the same rules as the single calls, and the chunk's results are recorded in the job.
 */

const MAX_CHUNK = 500;

/** One item's answer in a chunk (data.list), as the console reads it (src/data/bulkRecords/api.ts). */
interface ChunkResult {
    item: string;
    code: number;
    msg: string;
}

/** The user's running job a chunk names: checked before anything is written (an ended job refuses the chunk). */
const requireRunningJob = ({ db, session, input }: AuthedContext): number => {
    const jobId = int(input.jobId, 0);
    addJobResults(db, session.userId, jobId, []);
    return jobId;
};

/** Records a chunk's results in its job (the bulk log). */
const recordChunk = ({ db, session }: AuthedContext, jobId: number, list: readonly ChunkResult[]) =>
    addJobResults(
        db,
        session.userId,
        jobId,
        list.map(({ item, code, msg }) => (code === 1 ? { item, ok: true } : { item, ok: false, msg })),
    );

const REFUSED = 500;
const describeItem = (domain: string, info: Input) => {
    const top = text(info.top) || '@';
    return `${top === '@' ? domain : `${top}.${domain}`} ${text(info.record_type).toUpperCase()} ${text(info.value)}`;
};

const parseRecords = (value: unknown): Input[] => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value) as unknown;
        } catch {
            throw new DemoError('参数错误：records 格式错误');
        }
    }
    if (!Array.isArray(parsed) || !parsed.every(isPlainObject)) throw new DemoError('参数错误：records 格式错误');
    if (parsed.length === 0) throw new DemoError('请添加解析记录');
    if (parsed.length > MAX_CHUNK) throw new DemoError(`每次最多提交${MAX_CHUNK}条记录`);
    return parsed;
};

const refusal = (error: unknown): string => {
    if (error instanceof DemoError) return error.message;
    throw error;
};

/** One log row per domain written to, as single saves log (the first five named). */
const logWrites = (context: AuthedContext, action: string, written: Map<DemoDomain, string[]>) => {
    for (const [domain, lines] of written) {
        const shown = lines.slice(0, 5).join('；');
        logOperation(context, domain, action, lines.length > 5 ? `${shown} 等${lines.length}条` : shown);
    }
};

type Writer = (context: AuthedContext, info: Input) => { domain: DemoDomain; line: string };

/** Runs a chunk of record writes: one result per record, in order; logs and records the job. */
const recordChunkRoute = (action: string, write: Writer) => (context: AuthedContext) => {
    const records = parseRecords(context.input.records);
    const jobId = requireRunningJob(context);
    const written = new Map<DemoDomain, string[]>();
    const list: ChunkResult[] = records.map(info => {
        const item = describeItem(text(info.domain).toLowerCase(), info);
        try {
            const { domain, line } = write(context, info);
            written.set(domain, [...(written.get(domain) ?? []), line]);
            return { item, code: 1, msg: 'success' };
        } catch (error) {
            return { item, code: REFUSED, msg: refusal(error) };
        }
    });
    logWrites(context, action, written);
    recordChunk(context, jobId, list);
    return ok({ data: { list } });
};

const addRecord: Writer = (context, info) => {
    const domain = writableDomain(context, { domain: info.domain });
    const record = saveRecord(context, domain, info);
    // a record added paused stays paused (an import keeps the file's status)
    if (Number(info.status) === RECORD_STATUS.paused) record.s = RECORD_STATUS.paused;
    return { domain, line: describeRecord(context.db, context.session.userId, record) };
};

const updateRecord: Writer = (context, info) => {
    const domain = writableDomain(context, { domain_id: info.domain_id, domain: info.domain });
    const recordId = int(info.record_id, 0);
    const existing = context.db.records.find(record => record.i === recordId && record.d === domain.id);
    if (!existing) throw new DemoError('记录不存在');
    const before = describeRecord(context.db, context.session.userId, existing);
    const record = saveRecord(context, domain, info, existing);
    if (info.status !== undefined) record.s = Number(info.status) === RECORD_STATUS.paused ? RECORD_STATUS.paused : RECORD_STATUS.on;
    return { domain, line: `${before} -> ${describeRecord(context.db, context.session.userId, record)}` };
};

// ---- search -----------------------------------------------------------------------------------------------

/** The user's domains a search names (all of them for an empty list); an unknown one is refused by name. */
const searchedDomains = ({ db, session }: AuthedContext, list: unknown): DemoDomain[] => {
    const mine = domainsOf(db, session.userId);
    const names = splitLines(text(list)).map(name => name.toLowerCase());
    if (names.length === 0) return mine;
    const byName = new Map(mine.map(domain => [domain.domain, domain]));
    return names.map(name => {
        const domain = byName.get(name);
        if (!domain) throw new DemoError(`域名不存在：${name}`);
        return domain;
    });
};

const search = (context: AuthedContext) => {
    const { db, session, input } = context;
    const domains = searchedDomains(context, input.domains);
    const type = text(input.record_type).toUpperCase();
    const top = text(input.top).toLowerCase();
    const value = text(input.value).toLowerCase();
    const ttl = optionalInt(input.ttl);
    const byId = new Map(domains.map(domain => [domain.id, domain]));
    const rows = db.records.filter(
        record =>
            byId.has(record.d) &&
            (!type || record.t === type) &&
            (!top || record.h === top) &&
            (!value || record.v.toLowerCase() === value) &&
            (ttl === undefined || record.ttl === ttl),
    );
    const limit = Math.min(500, Math.max(1, int(input.limit, 20)));
    const page = Math.max(1, int(input.page, 1));
    const list = rows.slice((page - 1) * limit, page * limit).map(record => {
        const domain = byId.get(record.d)!;
        return { ...toWireRecord(db, session.userId, record), domain_id: domain.id, domain: domain.domain };
    });
    return ok({ data: { list, totalCount: rows.length } });
};

// ---- plans ------------------------------------------------------------------------------------------------

export const PLANS_RUN_OUT = '可用套餐不足';

const bindPlans = (context: AuthedContext) => {
    const { db, session, input } = context;
    catchUpOrders(db, new Date());
    const productId = int(input.productId, 0);
    if (!productId) throw new DemoError('请选择套餐');
    const names = splitLines(text(input.domains));
    if (names.length === 0) throw new DemoError('请输入域名');
    if (names.length > MAX_CHUNK) throw new DemoError(`每次最多提交${MAX_CHUNK}个域名`);
    const jobId = requireRunningJob(context);
    const mine = new Map(domainsOf(db, session.userId).map(domain => [domain.domain, domain]));
    const now = new Date();
    const list: ChunkResult[] = names.map(item => {
        const refuse = (msg: string): ChunkResult => ({ item, code: REFUSED, msg });
        if (!isDomainName(item)) return refuse(`域名格式不正确：${item}`);
        const domain = mine.get(item.toLowerCase());
        if (!domain) return refuse('域名不存在');
        const inUse = db.consumes.find(consume => consume.domainId === domain.id && consume.mode === 1);
        if (inUse) return refuse(`该域名已有使用中的套餐：${inUse.productName}`);
        if (!isBindable(db, session.userId, domain.id)) return refuse('该域名不存在或已有使用中的套餐');
        const consume = db.consumes.find(row => row.userId === session.userId && row.productId === productId && row.mode === 2);
        if (!consume) return refuse(PLANS_RUN_OUT);
        if (!consume.effectEndTime) {
            consume.effectStartTime = formatDateTime(now);
            consume.effectEndTime = addUnits(now, consume.productUnit, 1);
        }
        Object.assign(consume, { domainId: domain.id, mode: 1 });
        logOperation(context, domain, '绑定套餐', consume.productName);
        return { item, code: 1, msg: 'success' };
    });
    recordChunk(context, jobId, list);
    return ok({ data: { list } });
};

export const bulkRecordRoutes = [
    route.userPost('app/dns/batch/add/record', recordChunkRoute('批量添加记录', addRecord)),
    route.userPost('app/dns/batch/update/record', recordChunkRoute('批量修改记录', updateRecord)),
    route.userPost('app/dns/batch/record/search', search),
    route.userPost('app/dns/batch/bind/plan', bindPlans),
];
