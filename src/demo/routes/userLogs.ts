import type { RequestHandler } from 'msw';
import { areaOf, LOG_METHOD } from '../account/userLogs';
import { boundOf } from '../dns/traffic';
import { int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';

/** A row of the log call (designed): `key` is its answered id, `a`/`d` + the account or DNS log's id, so they never clash. */
interface LogRow {
    key: string;
    method: number;
    action: string;
    content: string;
    ip: string;
    area: string;
    createTime: string;
    /** The administrator who did it while acting as the user (designed); absent when the user did. */
    operator?: string;
}

const METHODS: readonly number[] = Object.values(LOG_METHOD);

/** The user's rows of one method (0: all), newest first: the account log plus the DNS operation log as method 3. */
const rowsOf = (db: DemoDb, userId: number, method: number): LogRow[] => {
    const account = db.userLogs
        .filter(row => row.userId === userId && (method === LOG_METHOD.all || row.method === method))
        .map(({ id, method: kind, action, content, ip, area, createTime, operator }) => ({
            key: `a${id}`,
            method: kind,
            action,
            content,
            ip,
            area,
            createTime,
            operator,
        }));
    const dns =
        method === LOG_METHOD.all || method === LOG_METHOD.dns
            ? db.operationLogs
                  .filter(row => row.userId === userId)
                  .map(({ id, domain, action, content, ip, createTime, operator }) => ({
                      key: `d${id}`,
                      method: LOG_METHOD.dns,
                      action,
                      content: domain && !content.includes(domain) ? `${domain}: ${content}` : content,
                      ip,
                      area: areaOf(ip),
                      createTime,
                      operator,
                  }))
            : [];
    return [...account, ...dns];
};

/** Whether a row holds the keyword in its action, content, IP or area (case-insensitive). */
const holds = (row: LogRow, key: string) => !key || [row.action, row.content, row.ip, row.area].some(value => value.toLowerCase().includes(key));

/** The userLog calls of the demo backend (declared in src/data/userLogs/api.ts). */
export const userLogsRoutes: RequestHandler[][] = [
    // designed: POST app/account/log/list {method, page, limit, startTime?, endTime?, key?} -> page.{list, totalCount}
    route.userPost('app/account/log/list', ({ db, session, input }) => {
        const method = int(input.method, LOG_METHOD.all);
        if (!METHODS.includes(method)) throw new DemoError('日志类型不正确');
        const start = boundOf(text(input.startTime), 'start');
        const end = boundOf(text(input.endTime), 'end');
        if (start && end && start > end) throw new DemoError('开始时间不能晚于结束时间');
        const key = text(input.key).toLowerCase();
        const rows = rowsOf(db, session.userId, method).filter(
            row => (!start || row.createTime >= start) && (!end || row.createTime <= end) && holds(row, key),
        );
        const page = paginate<LogRow & { id?: number }>(rows, { page: input.page, limit: input.limit, sidx: 'createTime', order: 'desc' }, { limit: 20 });
        // the prefixed key is the row's id on the wire (paginate breaks ties on numeric ids, which these are not)
        return ok({ page: { ...page, list: page.list.map(({ key: id, ...row }) => ({ id, ...row })) } });
    }),
];
