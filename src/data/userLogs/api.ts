import { id, num, optionalText, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/** One row of the account's operation log (designed, as app/account/log/list answers it). */
export interface UserLog {
    /** Opaque: the demo answers `a12` (account log) or `d7` (DNS operation log). */
    id: string | number;
    method: number;
    action: string;
    content: string;
    ip: string;
    area: string;
    createTime: string;
    /** Designed: the administrator who did it while acting as the user (absent when the user did). */
    operator?: string;
}

/** The log methods, one tab each (designed): 0 all, 1 sign-ins, 2 account changes, 3 DNS changes. */
export const USER_LOG_METHODS = [0, 1, 2, 3] as const;
export type UserLogMethod = (typeof USER_LOG_METHODS)[number];

/** The method a path segment names (/log/list/:method); anything else lists all (0). */
export const methodOf = (segment: string | undefined): UserLogMethod => {
    const method = Number(segment);
    return (USER_LOG_METHODS as readonly number[]).includes(method) && String(method) === segment ? (method as UserLogMethod) : 0;
};

/** The list's filter: the tab's method (permanent), the range's bounds (already 00:00:00 / 23:59:59) and the keyword. */
interface UserLogFilter {
    method?: number | string;
    startTime?: string;
    endTime?: string;
    key?: string;
}

/**
 * Designed body of POST app/account/log/list: {method, page, limit, startTime?, endTime?, key?} (JSON), newest
 * first; the keyword trimmed and blank bounds left out. Answered as page.list + page.totalCount.
 */
const userLogListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const { method, startTime, endTime, key } = filter as UserLogFilter;
    const start = searchText(startTime);
    const end = searchText(endTime);
    const keyword = searchText(key);
    return {
        method: Number(method ?? 0) || 0,
        page,
        limit: perPage,
        ...(start ? { startTime: start } : {}),
        ...(end ? { endTime: end } : {}),
        ...(keyword ? { key: keyword } : {}),
    };
};

/** How an entry is read (dataProvider/answers.ts). */
const userLogRecord: RecordSchema<UserLog> = row({
    id,
    method: num,
    action: text,
    content: text,
    ip: text,
    area: text,
    createTime: text,
    operator: optionalText,
});

/** The account's operation logs (/log/list/:method): a list only. */
export const userLogsApi = defineApi<UserLog>({
    record: userLogRecord,
    list: { path: 'app/account/log/list', params: userLogListBody },
});

/** No custom call: the log is a plain list (kept because the user provider spreads it). */
export const userLogCalls = (_http: HttpClient) => ({});
