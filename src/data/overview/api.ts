import { num, numberId, optionalText, readAnswer, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/** The account's figures on the dashboard (GET app/dns/user/overview, docs/dns-api.md "Domains"). */
export interface Overview {
    domainCount: number;
    recordCount: number;
    wrongNsCount: number;
    pausedCount: number;
    lockedCount: number;
}

/** A published announcement of the notice board (POST app/common/notice/list). */
export interface Notice {
    id: number;
    title: string;
    /** Operator HTML: rendered only through SafeHtml. */
    content?: string;
    createtime?: string;
}

/** One entry of the product update log (GET app/common/web/update/log). */
export interface UpdateLogEntry {
    id: number;
    version: string;
    title?: string;
    content?: string;
    createTime?: string;
}

interface Paged<T> {
    list: T[];
    total: number;
}

const noticeRecord: RecordSchema<Notice> = row({ id: numberId, title: text, content: optionalText, createtime: optionalText });
const updateLogEntry: RecordSchema<UpdateLogEntry> = row({ id: numberId, version: text, title: optionalText, content: optionalText, createTime: optionalText });
const overviewFigures: RecordSchema<Overview> = row({ domainCount: num, recordCount: num, wrongNsCount: num, pausedCount: num, lockedCount: num });

const PATHS = { overview: 'app/dns/user/overview', notices: 'app/common/notice/list', updateLog: 'app/common/web/update/log' } as const;

/**
 * The user flavour's dashboard calls, spread into its dataProvider. The query chart is queryStats' getQueryChart
 * with `domain` empty (every domain of the user).
 */
export const overviewCalls = (http: HttpClient) => ({
    /** GET app/dns/user/overview: domain and record counts, wrong-NS, paused and locked domains. */
    getOverview: async (): Promise<Overview> => readAnswer(overviewFigures, (await http.get(PATHS.overview)).data ?? {}, PATHS.overview),

    /** POST app/common/notice/list `{page: 1, limit}`: the newest published announcements. */
    getNotices: async (limit: number): Promise<Notice[]> => readList(noticeRecord, await http.post(PATHS.notices, { page: 1, limit }), PATHS.notices).list,

    /** GET app/common/web/update/log `?page=&limit=`: the product's release notes, newest first. */
    getUpdateLog: async (page: number, limit: number): Promise<Paged<UpdateLogEntry>> =>
        readList(updateLogEntry, await http.get(PATHS.updateLog, { page, limit }), PATHS.updateLog),
});
