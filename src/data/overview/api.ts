import type { RaRecord } from 'react-admin';
import { listResult } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient } from '../../http/client';

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

const num = (value: unknown): number => {
    const number = Number(value ?? 0);
    return Number.isFinite(number) ? number : 0;
};

const object = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The shared list wrapper (data.{list,totalCount}) read by listResult, as `{list, total}`. */
const paged = <T extends RaRecord>(json: Envelope): Paged<T> => {
    const { data, total } = listResult<T>(json);
    return { list: data, total };
};

/**
 * The user flavour's dashboard calls, spread into its dataProvider. The query chart is queryStats' getQueryChart
 * with `domain` empty (every domain of the user).
 */
export const overviewCalls = (http: HttpClient) => ({
    /** GET app/dns/user/overview: domain and record counts, wrong-NS, paused and locked domains. */
    getOverview: async (): Promise<Overview> => {
        const data = object((await http.get('app/dns/user/overview')).data);
        return {
            domainCount: num(data.domainCount),
            recordCount: num(data.recordCount),
            wrongNsCount: num(data.wrongNsCount),
            pausedCount: num(data.pausedCount),
            lockedCount: num(data.lockedCount),
        };
    },

    /** POST app/common/notice/list `{page: 1, limit}`: the newest published announcements. */
    getNotices: async (limit: number): Promise<Notice[]> => {
        const json = await http.post('app/common/notice/list', { page: 1, limit });
        return paged<Notice>(json).list;
    },

    /** GET app/common/web/update/log `?page=&limit=`: the product's release notes, newest first. */
    getUpdateLog: async (page: number, limit: number): Promise<Paged<UpdateLogEntry>> => {
        const json = await http.get('app/common/web/update/log', { page, limit });
        return paged<UpdateLogEntry>(json);
    },
});
