import type { RequestHandler } from 'msw';
import { nextId } from '../db';
import { idsOf, int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import { paginate } from '../paging';
import { formatDateTime, parseDateTime } from '../time';
import { LINE_NAME_MAX, normaliseLineRanges, parseLineRanges } from '../../validation/lineRanges';
import { DEFAULT_NODES, customNodeId, monitorName, type BoardItem, type HistoryPoint, type NodeCheck } from '../../data/monitors/types';
import {
    deleteMonitors,
    monitoringOf,
    ownMonitor,
    ownMonitors,
    publicMonitor,
    readMonitorInput,
    saveMonitor,
    setMonitorEnabled,
} from '../services/monitoringData';
import { alertsBetween, availability, averageResponse, checkAt, createdAt, lastCheckAt, stateAt, stoppedAt } from '../services/monitoringSim';
import type { DemoMonitor } from '../services/monitoring';
import type { DemoDb } from '../model';

/** Monitoring (docs/services-api.md "## Monitoring"): every call designed. Check results come from monitoringSim.ts. */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const linesOf = (db: DemoDb, userId: number) => monitoringOf(db, userId).lines.filter(line => line.userId === userId);

const nodeName = (db: DemoDb, userId: number, node: string): string => linesOf(db, userId).find(line => customNodeId(line.id) === node)?.name ?? '';

const boardItem = (monitor: DemoMonitor, at: number): BoardItem => {
    const state = stateAt(monitor, at);
    const last = Math.max(lastCheckAt(monitor.frequency, at), createdAt(monitor));
    const answers = monitor.nodes.map(node => checkAt(monitor, node, lastCheckAt(monitor.frequency, at)).responseMs).filter(ms => ms !== null);
    return {
        id: monitor.id,
        name: monitorName(monitor),
        checkType: monitor.checkType,
        state,
        lastCheck: state === 'paused' ? '' : formatDateTime(new Date(last)),
        responseMs: state === 'paused' || answers.length === 0 ? null : Math.round(answers.reduce((a, b) => a + b, 0) / answers.length),
        // the 24 hours up to now, or up to its pause
        availability: availability(monitor, Math.max(Math.min(at, stoppedAt(monitor)) - DAY, createdAt(monitor)), Math.min(at, stoppedAt(monitor))),
    };
};

/** The range of a history or count call, clamped to now; refused when malformed or reversed. */
const rangeOf = (input: Record<string, unknown>): { from: number; to: number } => {
    const from = parseDateTime(text(input.startTime));
    const to = Math.min(parseDateTime(text(input.endTime)) + 1000, Date.now());
    if (Number.isNaN(from) || Number.isNaN(to)) throw new DemoError('时间格式错误');
    if (to - from > 93 * DAY) throw new DemoError('查询时间范围不能超过3个月');
    return { from, to: Math.max(from, to) };
};

const dayStart = (at: number): number => {
    const date = new Date(at);
    date.setHours(0, 0, 0, 0);
    return date.getTime();
};

const history = (monitor: DemoMonitor, from: number, to: number): HistoryPoint[] => {
    const hourly = to - from <= 2 * DAY + 1000;
    const points: HistoryPoint[] = [];
    for (let start = hourly ? from : dayStart(from); start < to; start = hourly ? start + HOUR : dayStart(start + DAY + HOUR)) {
        const end = Math.min(hourly ? start + HOUR : dayStart(start + DAY + HOUR), to);
        // checked from its creation until its pause (nothing while paused)
        const span = { from: Math.max(start, createdAt(monitor)), to: Math.min(end, stoppedAt(monitor)) };
        const time = formatDateTime(new Date(start));
        if (span.to <= span.from) continue;
        points.push({
            time: hourly ? time.slice(0, 13) + ':00:00' : time.slice(0, 10),
            availability: availability(monitor, span.from, span.to),
            responseMs: averageResponse(monitor, span.from, span.to),
        });
    }
    return points;
};

export const monitorRoutes: RequestHandler[][] = [
    route.userPost('app/monitor/task/list', ({ db, session, input }) => {
        const key = text(input.key).toLowerCase();
        const status = text(input.status);
        const rows = ownMonitors(db, session.userId)
            .filter(monitor => !key || monitorName(monitor).toLowerCase().includes(key) || monitor.value.toLowerCase().includes(key))
            .filter(monitor => (status === 'enabled' ? monitor.enabled : status === 'paused' ? !monitor.enabled : true))
            .map(publicMonitor);
        return ok({ data: paginate(rows, input) });
    }),
    route.userPost('app/monitor/task/save', ({ db, session, input }) => {
        const saved = saveMonitor(db, session.userId, readMonitorInput(input));
        return ok({ data: { id: saved.id } });
    }),
    route.userPost('app/monitor/task/delete', ({ db, session, input }) => {
        deleteMonitors(db, session.userId, input);
        return ok();
    }),
    route.userPost('app/monitor/task/status', ({ db, session, input }) => {
        const ids = new Set(idsOf(input.ids));
        if (ids.size === 0) throw new DemoError('请选择监控任务');
        const enabled = int(input.status, -1);
        if (enabled !== 0 && enabled !== 1) throw new DemoError('状态不正确');
        ownMonitors(db, session.userId)
            .filter(monitor => ids.has(monitor.id))
            .forEach(monitor => setMonitorEnabled(monitor, enabled === 1, new Date()));
        return ok();
    }),
    route.userGet('app/monitor/board', ({ db, session }) => {
        const at = Date.now();
        return ok({ data: { time: formatDateTime(new Date(at)), list: ownMonitors(db, session.userId).map(monitor => boardItem(monitor, at)) } });
    }),
    route.userGet('app/monitor/task/realtime', ({ db, session, input }) => {
        const monitor = ownMonitor(db, session.userId, input.id);
        const at = Date.now();
        const last = lastCheckAt(monitor.frequency, at);
        const checks: NodeCheck[] = monitor.enabled
            ? monitor.nodes.map(node => ({
                  node,
                  nodeName: nodeName(db, session.userId, node),
                  ...checkAt(monitor, node, last),
                  time: formatDateTime(new Date(last)),
              }))
            : [];
        const series = [];
        const step = 10 * 60_000;
        for (let time = Math.floor((at - 6 * HOUR) / step) * step; time <= at; time += step) {
            if (time < createdAt(monitor) || time >= stoppedAt(monitor)) continue;
            series.push({ time: formatDateTime(new Date(time)), responseMs: averageResponse(monitor, time, time + step, 3) });
        }
        return ok({
            data: {
                monitor: publicMonitor(monitor),
                state: stateAt(monitor, at),
                checks,
                series,
                alerts: alertsBetween(monitor, at - 7 * DAY, at)
                    .reverse()
                    .slice(0, 20),
            },
        });
    }),
    route.userGet('app/monitor/task/history', ({ db, session, input }) => {
        const monitor = ownMonitor(db, session.userId, input.id);
        const { from, to } = rangeOf(input);
        return ok({ data: { list: history(monitor, from, to) } });
    }),
    route.userGet('app/monitor/alert/count', ({ db, session, input }) => {
        const { from, to } = rangeOf(input);
        const monitors = ownMonitors(db, session.userId);
        const perMonitor = monitors.map(monitor => ({ monitor, alerts: alertsBetween(monitor, from, to).filter(alert => alert.kind === 'down') }));
        const days: Array<{ time: string; count: number }> = [];
        for (let start = dayStart(from); start < to; start = dayStart(start + DAY + HOUR)) {
            const day = formatDateTime(new Date(start)).slice(0, 10);
            days.push({ time: day, count: perMonitor.reduce((sum, { alerts }) => sum + alerts.filter(alert => alert.time.startsWith(day)).length, 0) });
        }
        return ok({
            data: {
                total: perMonitor.reduce((sum, { alerts }) => sum + alerts.length, 0),
                days,
                monitors: perMonitor.map(({ monitor, alerts }) => ({ id: monitor.id, name: monitorName(monitor), count: alerts.length })),
            },
        });
    }),
    route.userGet('app/monitor/node/list', ({ db, session }) =>
        ok({
            data: {
                list: [
                    ...DEFAULT_NODES.map(id => ({ id, name: id, custom: false })),
                    ...linesOf(db, session.userId).map(line => ({ id: customNodeId(line.id), name: line.name, custom: true })),
                ],
            },
        }),
    ),
    route.userPost('app/monitor/line/list', ({ db, session, input }) =>
        ok({
            data: paginate(
                linesOf(db, session.userId).map(({ userId: _userId, ...line }) => line),
                input,
            ),
        }),
    ),
    route.userPost('app/monitor/line/save', ({ db, session, input }) => {
        const name = text(input.name);
        if (!name) throw new DemoError('请输入线路名称');
        if (name.length > LINE_NAME_MAX) throw new DemoError(`线路名称不能超过${LINE_NAME_MAX}个字符`);
        const { errors } = parseLineRanges(text(input.content));
        if (errors.length) throw new DemoError(errors[0].line ? `第${errors[0].line}行IP段不正确` : '请输入IP段');
        const state = monitoringOf(db, session.userId);
        const id = int(input.id, 0);
        const mine = linesOf(db, session.userId);
        if (mine.some(line => line.name === name && line.id !== id)) throw new DemoError('线路名称已存在');
        const content = normaliseLineRanges(text(input.content));
        if (id) {
            const line = mine.find(item => item.id === id);
            if (!line) throw new DemoError('线路不存在');
            Object.assign(line, { name, content });
            return ok({ data: { id } });
        }
        const line = { id: nextId(state.lines), userId: session.userId, name, content, createTime: formatDateTime(new Date()) };
        state.lines.push(line);
        return ok({ data: { id: line.id } });
    }),
    route.userPost('app/monitor/line/delete', ({ db, session, input }) => {
        const ids = new Set(idsOf(input.ids));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        const used = ownMonitors(db, session.userId).find(monitor => monitor.nodes.some(node => [...ids].some(id => customNodeId(id) === node)));
        if (used) throw new DemoError(`线路正被监控任务 ${monitorName(used)} 使用，无法删除`);
        db.monitoring.lines = db.monitoring.lines.filter(line => !(line.userId === session.userId && ids.has(line.id)));
        return ok();
    }),
];
