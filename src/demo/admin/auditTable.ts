import { changedFields, parseJson } from '../../data/adminAudit/changes';
import type { AuditAction, AuditChange } from '../../data/adminAudit/types';
import { formatCents } from '../../format/money';
import { idsOf, int, text, type Input } from '../fields';
import type { DemoDb } from '../model';

/**
 * The administrators' audit trail, as a table: each audited call path (as routes register it) names its action
 * and how to describe what it did. Auditing another call is one line here; http.ts applies the table to every
 * call in one place (auditTrail.ts), so no route writes to the trail itself.
 */

/** What an audited call had and gave: its fields, the database, what `before` read first, the answer's JSON. */
export interface AuditedCall<B> {
    input: Input;
    body: unknown;
    params: Record<string, string>;
    db: DemoDb;
    before: B;
    answer: Record<string, unknown>;
}

/** What a trail row says of a call. */
export interface AuditDescription {
    target: string;
    summary: string;
    changes?: AuditChange[];
}

export interface AuditRule<B = unknown> {
    action: AuditAction;
    /** Reads what the description compares with, before the call runs. */
    before?: (call: Omit<AuditedCall<B>, 'before' | 'answer'>) => B;
    describe: (call: AuditedCall<B>) => AuditDescription;
}

const rule = <B>(action: AuditAction, describe: AuditRule<B>['describe'], before?: AuditRule<B>['before']): AuditRule =>
    ({
        action,
        describe,
        before,
    }) as AuditRule;

// ---- the describers the table shares ----------------------------------------------------------------------

/** A settings object saved whole (blacklist, HTTPDNS): the fields it changed, secrets masked. */
const settingsSave = (target: string, read: (db: DemoDb) => unknown) =>
    rule<unknown>(
        'config',
        ({ db, before }) => {
            const changes = changedFields(before, read(db));
            return { target, summary: changes.length ? `修改 ${changes.length} 项` : '保存（无变化）', changes };
        },
        ({ db }) => structuredClone(read(db)),
    );

type ParamState = { paramKey: string; value: unknown; status: number; remark: string } | undefined;

const paramState = (db: DemoDb, find: (record: DemoDb['sysConfigs'][number]) => boolean): ParamState => {
    const record = db.sysConfigs.find(find);
    return record && { paramKey: record.paramKey, value: parseJson(record.paramValue), status: record.status, remark: record.remark };
};

/** A system parameter changed (its value, status or remark): the fields that differ, secrets masked. */
const paramChange = (find: (call: { input: Input; params: Record<string, string> }) => (record: DemoDb['sysConfigs'][number]) => boolean) =>
    rule<ParamState>(
        'config',
        call => {
            const after = paramState(call.db, find(call));
            const target = after?.paramKey ?? call.before?.paramKey ?? '';
            const changes = [
                ...changedFields(call.before?.value ?? {}, after?.value ?? {}),
                ...changedFields({ status: call.before?.status, remark: call.before?.remark }, { status: after?.status, remark: after?.remark }),
            ];
            const summary = !call.before ? '新增参数' : !after ? '删除参数' : changes.length ? `修改 ${changes.length} 项` : '保存（无变化）';
            return { target, summary, changes };
        },
        call => paramState(call.db, find(call)),
    );

const byId = (value: unknown) => (record: { id: number }) => record.id === int(value, NaN);
const listOf = (names: string[], max = 5) => (names.length > max ? `${names.slice(0, max).join(', ')} …` : names.join(', '));
const userName = (db: DemoDb, id: unknown) => db.users.find(user => user.userId === int(id, NaN))?.username ?? String(id ?? '');
const idList = ({ body, input }: { body: unknown; input: Input }) => new Set(idsOf(Array.isArray(body) ? body : (input.ids ?? input.id)));

/** The cents a balance call moved: the answer's `data.amount` when it says, else the amount sent. */
const centsMoved = ({ answer, input }: { answer: Record<string, unknown>; input: Input }): unknown =>
    (answer.data as { amount?: unknown } | undefined)?.amount ?? input.amount;

/** A balance change by an administrator (a recharge; a deduction has the same fields): whose, how much (the action says which way), why. */
const balanceChange = (action: AuditAction) =>
    rule<undefined>(action, call => ({
        target: userName(call.db, call.input.userId),
        summary: `¥${formatCents(Math.abs(Number(centsMoved(call))))}${text(call.input.reason) ? `，原因：${text(call.input.reason)}` : ''}`,
    }));

type Segments = Array<{ id: number; name: string }>;
const segmentName = (segment: DemoDb['recursiveSegments'][number]) =>
    segment.startIp ? `${segment.startIp}-${segment.endIp}` : `${intToDotted(segment.sourceIpS)}-${intToDotted(segment.sourceIpE)}`;
const intToDotted = (value: number) => [24, 16, 8, 0].map(shift => (value >>> shift) & 255).join('.');

// ---- the table --------------------------------------------------------------------------------------------

export const AUDIT_TABLE: Record<string, AuditRule> = {
    'sys/config/save': paramChange(
        ({ input }) =>
            record =>
                record.paramKey === text(input.paramKey),
    ),
    'sys/config/update': paramChange(({ input }) => byId(input.id)),
    'sys/config/update/status/:id': paramChange(({ params }) => byId(params.id)),
    'sys/config/update/conf/status': paramChange(
        ({ input }) =>
            record =>
                record.paramKey === text(input.paramKey ?? input.key),
    ),
    'sys/config/delete': rule<string[]>(
        'config',
        ({ before }) => ({ target: listOf(before), summary: `删除 ${before.length} 个参数` }),
        call => call.db.sysConfigs.filter(record => idList(call).has(record.id)).map(record => record.paramKey),
    ),
    'sys/dns/black/config/save': settingsSave('BLACKLIST', db => db.blacklist.setting),
    'sys/httpdns/config/save': settingsSave('HTTPDNS', db => db.httpdns.config),
    'sys/app_user/back/login': rule<undefined>('signInAs', ({ db, input }) => ({ target: userName(db, input.userId), summary: '代为登录' })),
    'sys/app_user/recharge': balanceChange('recharge'),
    'sys/app_user/deduct': balanceChange('deduct'),
    'sys/app_user/disable': rule<undefined>('account', ({ db, input }) => ({
        target: userName(db, input.userId),
        summary: `停用账号，原因：${text(input.reason)}`,
    })),
    'sys/app_user/enable': rule<undefined>('account', ({ db, input }) => ({ target: userName(db, input.userId), summary: '启用账号' })),
    'sys/app_user/password/reset': rule<undefined>('account', ({ db, input }) => ({ target: userName(db, input.userId), summary: '发送重置密码链接' })),
    'sys/app_user/update': rule<undefined>('account', ({ db, input }) => ({ target: userName(db, input.userId), summary: '修改备注与隐藏菜单' })),
    'sys/app_user/ptrblock/save': rule<undefined>('account', ({ db, input, answer }) => ({
        target: userName(db, input.userId),
        summary: `分配地址块 ${(answer.data as { block?: string } | undefined)?.block ?? text(input.block)}${text(input.remark) ? `（${text(input.remark)}）` : ''}`,
    })),
    'sys/app_user/ptrblock/delete': rule<Array<{ userId: number; block: string }>>(
        'account',
        ({ db, before }) => ({
            target: listOf([...new Set(before.map(block => userName(db, block.userId)))]),
            summary: `收回地址块 ${listOf(before.map(block => block.block))}`,
        }),
        call => call.db.ptr.blocks.filter(block => idList(call).has(block.id)).map(({ userId, block }) => ({ userId, block })),
    ),
    'sys/dns/black/save': rule<undefined>('blacklist', ({ input }) => {
        const domains = text(input.domains).split(/\s+/).filter(Boolean);
        return { target: listOf(domains), summary: `添加 ${domains.length} 个域名` };
    }),
    'sys/dns/black/delete': rule<string[]>(
        'blacklist',
        ({ before }) => ({ target: listOf(before), summary: `删除 ${before.length} 个域名` }),
        call => call.db.blacklist.domains.filter(entry => idList(call).has(entry.id)).map(entry => entry.domain),
    ),
    'sys/dns/recursive/saveDnsRecursive/detail': rule<{ status: unknown; ids: Set<number> }>(
        'recursive',
        ({ db, input, before }) => {
            if (int(input.mode, 0) !== 2) {
                const changes = changedFields(before.status, db.recursiveStatus);
                return { target: '递归设置', summary: changes.length ? `修改 ${changes.length} 项` : '保存（无变化）', changes };
            }
            const saved = db.recursiveSegments.filter(segment => !before.ids.has(segment.id) || segment.id === int(input.id, 0));
            const names = saved.map(segmentName);
            return { target: listOf(names), summary: `${int(input.id, 0) > 0 ? '修改' : '添加'} ${names.length} 个IP段（${text(input.remark)}）` };
        },
        ({ db }) => ({ status: { ...db.recursiveStatus }, ids: new Set(db.recursiveSegments.map(segment => segment.id)) }),
    ),
    'sys/dns/recursive/deleteDnsRecursive/detail': rule<Segments>(
        'recursive',
        ({ before }) => ({ target: listOf(before.map(segment => segment.name)), summary: `删除 ${before.length} 个IP段` }),
        call => call.db.recursiveSegments.filter(segment => idList(call).has(segment.id)).map(segment => ({ id: segment.id, name: segmentName(segment) })),
    ),
    'sys/config/import/db': rule<undefined>('databaseImport', ({ input }) => {
        const file = input.file as { name?: string; size?: number } | undefined;
        return { target: file?.name ?? '', summary: `导入数据库文件（${Math.ceil((file?.size ?? 0) / 1024)} KB），原数据已替换` };
    }),
    'sys/config/export/db': rule<undefined>('databaseExport', () => ({ target: '', summary: '导出数据库' })),
};
