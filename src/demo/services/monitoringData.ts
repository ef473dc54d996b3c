import { nextId } from '../db';
import { idsOf, int, text, type Input } from '../fields';
import type { DemoDb } from '../model';
import { createRng } from '../prng';
import { daysBefore, formatDateTime } from '../time';
import { DemoError } from '../http';
import { monitorProblems, type MonitorInput } from '../../data/monitors/rules';
import { CHECK_TYPES, DEFAULT_NODES, customNodeId, type CheckType, type Frequency, type Monitor } from '../../data/monitors/types';
import type { DemoMonitor, DemoMonitoringState } from './monitoring';

/** Reading and writing db.monitoring for the routes: the first call of a user creates a few monitors from their records. */
const CHECKED_TYPES = new Set(['A', 'AAAA', 'CNAME']);

export const monitoringOf = (db: DemoDb, userId: number, at = new Date()): DemoMonitoringState => {
    // a db stored before monitoring existed has the stub's empty object
    const state = (db.monitoring = { monitors: [], lines: [], seeded: [], ...(db.monitoring as Partial<DemoMonitoringState>) });
    if (state.seeded.includes(userId)) return state;
    state.seeded.push(userId);
    const domains = new Map(db.domains.filter(domain => domain.userId === userId).map(domain => [domain.id, domain]));
    const records = db.records.filter(record => domains.has(record.d) && CHECKED_TYPES.has(record.t));
    const picks = [records.find(r => r.h === 'www'), records.find(r => r.h === 'api'), records.find(r => r.h === 'test')].filter(r => r !== undefined);
    const rng = createRng(userId * 7919);
    picks.forEach((record, index) => {
        const checkType: CheckType = index === 2 ? 'PING' : index === 1 ? 'TCP' : 'HTTPS';
        state.monitors.push({
            id: nextId(state.monitors),
            userId,
            domainId: record.d,
            domain: domains.get(record.d)?.domain ?? '',
            recordId: record.i,
            host: record.h,
            recordType: record.t,
            value: record.v,
            checkType,
            port: checkType === 'HTTPS' ? 443 : checkType === 'TCP' ? 8080 : 0,
            path: checkType === 'HTTPS' ? '/' : '',
            expectStatus: 200,
            frequency: ([1, 5, 5] as const)[index],
            threshold: 3,
            nodes: DEFAULT_NODES.slice(0, 3 + index),
            notifyMail: index !== 2,
            mails: index !== 2 ? 'ops@example.com' : '',
            notifySms: false,
            mobiles: '',
            enabled: true,
            createTime: daysBefore(at, 40 - rng.int(0, 5)),
        });
    });
    return state;
};

export const ownMonitors = (db: DemoDb, userId: number): DemoMonitor[] => monitoringOf(db, userId).monitors.filter(monitor => monitor.userId === userId);

export const ownMonitor = (db: DemoDb, userId: number, id: unknown): DemoMonitor => {
    const monitor = ownMonitors(db, userId).find(item => item.id === int(id, -1));
    if (!monitor) throw new DemoError('监控任务不存在');
    return monitor;
};

const bool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

const nodesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : text(value).split(',')).map(item => item.trim()).filter(Boolean);

/** The save call's body as a MonitorInput (loosely typed as clients send). */
export const readMonitorInput = (input: Input): MonitorInput => {
    const checkType = text(input.checkType).toUpperCase();
    return {
        id: int(input.id, 0) || undefined,
        domainId: int(input.domainId, 0),
        recordId: int(input.recordId, 0),
        checkType: (CHECK_TYPES as readonly string[]).includes(checkType) ? (checkType as CheckType) : ('' as CheckType),
        port: int(input.port, 0),
        path: text(input.path),
        expectStatus: int(input.expectStatus, 0),
        frequency: int(input.frequency, 0) as Frequency,
        threshold: int(input.threshold, 0),
        nodes: nodesOf(input.nodes),
        notifyMail: bool(input.notifyMail),
        mails: text(input.mails),
        notifySms: bool(input.notifySms),
        mobiles: text(input.mobiles),
        enabled: input.enabled === undefined ? true : bool(input.enabled),
    };
};

const REFUSALS: Record<string, string> = {
    'monitors.errors.domain': '请选择域名',
    'monitors.errors.record': '请选择要监控的记录',
    'monitors.errors.checkType': '监控类型不正确',
    'validation.port': '端口格式错误',
    'monitors.errors.path': '请求路径须以 / 开头且不含空格',
    'monitors.errors.expectStatus': '期望状态码须为 100~599',
    'monitors.errors.frequency': '监控频率不正确',
    'monitors.errors.threshold': '失败次数须为 1~10',
    'monitors.errors.nodes': '请至少选择一个监控节点',
    'monitors.errors.receiversRequired': '请填写告警接收人',
    'monitors.errors.tooManyReceivers': '告警接收人最多10个',
    'validation.email': '邮箱地址格式错误',
    'validation.mobile': '手机号格式错误',
};

/** Checks and stores a monitor (the same rules as the form), refusing in Chinese as the backend would. */
export const saveMonitor = (db: DemoDb, userId: number, input: MonitorInput): DemoMonitor => {
    const problem = Object.values(monitorProblems(input))[0];
    if (problem) throw new DemoError(REFUSALS[problem] ?? '参数错误');
    const domain = db.domains.find(item => item.id === input.domainId && item.userId === userId);
    if (!domain) throw new DemoError('域名不存在');
    const record = db.records.find(item => item.i === input.recordId && item.d === domain.id);
    if (!record) throw new DemoError('记录不存在');
    const state = monitoringOf(db, userId);
    const known = new Set<string>([...DEFAULT_NODES, ...state.lines.filter(line => line.userId === userId).map(line => customNodeId(line.id))]);
    if (input.nodes.some(node => !known.has(node))) throw new DemoError('监控节点不存在');
    const existing = input.id ? ownMonitor(db, userId, input.id) : undefined;
    if (
        state.monitors.some(
            item =>
                item.userId === userId &&
                item.recordId === record.i &&
                item.checkType === input.checkType &&
                item.port === input.port &&
                item.id !== existing?.id,
        )
    ) {
        throw new DemoError('该记录已有相同的监控任务');
    }
    const saved: DemoMonitor = {
        ...input,
        port: input.checkType === 'PING' ? 0 : input.port,
        path: input.checkType === 'HTTP' || input.checkType === 'HTTPS' ? input.path || '/' : '',
        id: existing?.id ?? nextId(state.monitors),
        userId,
        domain: domain.domain,
        host: record.h,
        recordType: record.t,
        value: record.v,
        createTime: existing?.createTime ?? formatDateTime(new Date()),
    };
    if (existing) {
        const enabled = saved.enabled;
        Object.assign(existing, { ...saved, enabled: existing.enabled });
        setMonitorEnabled(existing, enabled, new Date());
    } else {
        if (!saved.enabled) saved.pausedAt = saved.createTime;
        state.monitors.push(saved);
    }
    return saved;
};

export const publicMonitor = ({ userId: _userId, pausedAt: _pausedAt, ...monitor }: DemoMonitor): Monitor => monitor;

/** Pauses or resumes a monitor, noting when it was paused (a monitor paused again keeps its first pause time). */
export const setMonitorEnabled = (monitor: DemoMonitor, enabled: boolean, at: Date): void => {
    if (enabled) delete monitor.pausedAt;
    else if (monitor.enabled || !monitor.pausedAt) monitor.pausedAt = formatDateTime(at);
    monitor.enabled = enabled;
};

export const deleteMonitors = (db: DemoDb, userId: number, input: Input): void => {
    const ids = new Set(idsOf(input.ids));
    if (ids.size === 0) throw new DemoError('请选择要删除的数据');
    db.monitoring.monitors = db.monitoring.monitors.filter(monitor => !(monitor.userId === userId && ids.has(monitor.id)));
};
