import { GTM_CHECKS, GTM_TYPES } from '../../data/gtmTasks/api';
import { gtmTaskProblems, parsePool } from '../../data/gtmTasks/rules';
import { nextId } from '../db';
import { logOperation, ownDomain } from '../dns/access';
import { idsOf, int, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';
import { gtmSamples } from '../services/gtmSamples';
import { gtmHistoryAt, settleGtmTask, type DemoGtmTask, type GtmStateValue } from '../services/gtmTasks';
import { formatDateTime, now } from '../time';

/** The refusals, in the backend's words, for each field the rule checks (the same checks as the form). */
const FIELD_MESSAGES: Record<string, string> = {
    domainId: '请选择域名',
    host: '主机记录格式不正确',
    type: '记录类型只能是 A、AAAA 或 CNAME',
    primaryText: '主用地址池不正确',
    backupText: '备用地址池不正确',
    checkType: '检查方式不正确',
    port: '端口范围为1~65535',
    path: '检查路径须以 / 开头',
    frequency: '检查频率不正确',
    failures: '连续失败次数须为1到10',
    recoveries: '连续成功次数须为1到10',
};

const toWire = (task: DemoGtmTask, at: number) => {
    const { state, lastSwitchTime } = gtmHistoryAt(task, at);
    return {
        id: task.id,
        domainId: task.domainId,
        domain: task.domain,
        host: task.host,
        type: task.type,
        primary: task.primary,
        backup: task.backup,
        checkType: task.checkType,
        port: task.port,
        path: task.path,
        frequency: task.frequency,
        failures: task.failures,
        switchBack: task.switchBack ? 1 : 0,
        recoveries: task.recoveries,
        enabled: task.enabled ? 1 : 0,
        state,
        lastSwitchTime,
        createTime: task.createTime,
    };
};

/** A user's sample tasks, added on their first visit (the seed cannot know the domains a user has by then). */
const ensureSamples = (db: DemoDb, userId: number) => {
    if (db.gtm.seeded.includes(userId)) return;
    db.gtm.seeded.push(userId);
    db.gtm.tasks.push(...gtmSamples(db, userId, Date.now(), nextId(db.gtm.tasks)));
};

const ownTask = ({ db, session }: AuthedContext, id: number): DemoGtmTask => {
    const task = db.gtm.tasks.find(row => row.id === id && row.userId === session.userId);
    if (!task) throw new DemoError('调度任务不存在');
    return task;
};

const listOf = (value: unknown): string[] =>
    Array.isArray(value)
        ? value.map(item => text(item)).filter(Boolean)
        : text(value)
              .split(/[\s,]+/)
              .filter(Boolean);

const save = (context: AuthedContext, input: Input) => {
    const { db, session } = context;
    const values = {
        domainId: input.domainId,
        host: text(input.host) || '@',
        type: text(input.type),
        primaryText: listOf(input.primary).join('\n'),
        backupText: listOf(input.backup).join('\n'),
        checkType: text(input.checkType),
        port: input.port,
        path: text(input.path),
        frequency: input.frequency,
        failures: input.failures,
        switchBack: int(input.switchBack, 0) === 1,
        recoveries: input.recoveries,
    };
    const problems = gtmTaskProblems(values);
    const field = Object.keys(problems)[0];
    if (field) throw new DemoError(FIELD_MESSAGES[field] ?? '参数错误');
    const domain = ownDomain(context, input, ['domainId']);
    const type = values.type as (typeof GTM_TYPES)[number];
    const pool = (typed: string) => {
        const parsed = parsePool(typed, type);
        return 'values' in parsed ? parsed.values : [];
    };
    const id = int(input.id, 0);
    const existing = id > 0 ? ownTask(context, id) : undefined;
    if (
        db.gtm.tasks.some(
            task =>
                task !== existing &&
                task.userId === session.userId &&
                task.domainId === domain.id &&
                task.host === values.host.toLowerCase() &&
                task.type === type,
        )
    ) {
        throw new DemoError('该记录已有调度任务');
    }
    const at = Date.now();
    const enabled = int(input.enabled, 1) === 1;
    // the switches so far stay in the history; the new rule starts on the pool the record is on now
    const state = existing ? settleGtmTask(existing, at) : 0;
    if (existing && existing.enabled !== enabled)
        existing.log.push({ at, from: enabled ? 2 : state, to: enabled ? 0 : 2, reason: enabled ? '任务已恢复' : '任务已暂停' });
    const rule = {
        domainId: domain.id,
        domain: domain.domain,
        host: values.host.toLowerCase(),
        type,
        primary: pool(values.primaryText),
        backup: pool(values.backupText),
        checkType: values.checkType as (typeof GTM_CHECKS)[number],
        port: values.checkType === 'PING' ? 0 : int(values.port, 80),
        path: values.checkType === 'HTTP' || values.checkType === 'HTTPS' ? values.path : '',
        frequency: int(values.frequency, 60),
        failures: int(values.failures, 3),
        switchBack: values.switchBack,
        recoveries: int(values.recoveries, 3),
        enabled,
        sinceState: (enabled ? (state === 2 ? 0 : state) : 2) as GtmStateValue,
    };
    const task: DemoGtmTask = existing
        ? Object.assign(existing, rule)
        : { ...rule, id: nextId(db.gtm.tasks), userId: session.userId, since: at, log: [], createTime: now() };
    if (!existing) db.gtm.tasks.push(task);
    logOperation(context, domain, existing ? '修改调度任务' : '添加调度任务', `${task.host}.${domain.domain} ${type}`);
    return ok({ data: { id: task.id } });
};

export const gtmTaskRoutes = [
    route.userPost('app/dns/gtm/task/list', ({ db, session, input }) => {
        ensureSamples(db, session.userId);
        const key = text(input.key).toLowerCase();
        const at = Date.now();
        const rows = db.gtm.tasks.filter(
            task =>
                task.userId === session.userId &&
                (!key || `${task.host}.${task.domain}`.includes(key) || [...task.primary, ...task.backup].some(value => value.toLowerCase().includes(key))),
        );
        const page = paginate(rows, input, { sidx: 'id', order: 'desc' });
        return ok({ data: { ...page, list: page.list.map(task => toWire(task, at)) } });
    }),

    route.userGet('app/dns/gtm/task/info', context => ok({ data: toWire(ownTask(context, int(context.input.id, 0)), Date.now()) })),

    route.userPost('app/dns/gtm/task/save', context => save(context, context.input)),

    route.userPost('app/dns/gtm/task/delete', context => {
        const { db, input, body } = context;
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        for (const id of ids) ownTask(context, id);
        db.gtm.tasks = db.gtm.tasks.filter(task => !ids.has(task.id));
        return ok();
    }),

    route.userPost('app/dns/gtm/task/status', context => {
        const task = ownTask(context, int(context.input.id, 0));
        const enabled = int(context.input.enabled, -1);
        if (enabled !== 0 && enabled !== 1) throw new DemoError('参数错误');
        if (task.enabled === (enabled === 1)) return ok();
        const at = Date.now();
        const state = settleGtmTask(task, at);
        task.log.push({
            at,
            from: enabled ? 2 : state,
            to: enabled ? 0 : 2,
            reason: enabled ? '任务已恢复，解析指向主用地址' : '任务已暂停，解析保持当前地址',
        });
        task.enabled = enabled === 1;
        task.sinceState = enabled ? 0 : 2;
        return ok();
    }),

    route.userPost('app/dns/gtm/task/history', context => {
        const task = ownTask(context, int(context.input.id, 0));
        const { events } = gtmHistoryAt(task, Date.now());
        const rows = events.map((event, index) => ({
            id: events.length - index,
            time: formatDateTime(new Date(event.at)),
            from: event.from,
            to: event.to,
            reason: event.reason,
        }));
        const page = paginate(rows, context.input, { sidx: 'id', order: 'desc' });
        return ok({ data: page });
    }),
];
