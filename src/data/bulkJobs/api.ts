import { defineApi, listResult, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import type { BulkJobCalls, BulkJobType } from './types';

/** A job's state in the bulk log: 0 running, 1 finished, 2 cancelled. */
export const BULK_JOB_STATUS = { running: 0, finished: 1, cancelled: 2 } as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUS)[keyof typeof BULK_JOB_STATUS];

/** One row of the bulk log (designed: app/dns/batch/job/list). */
export interface BulkJob {
    id: number;
    type: BulkJobType;
    title: string;
    total: number;
    succeeded: number;
    refused: number;
    skipped: number;
    status: BulkJobStatus;
    createTime: string;
    /** Empty while running. */
    finishTime: string;
}

/** One refused item of a job (designed: app/dns/batch/job/refusals). `line` 0 = not known. */
interface BulkJobRefusal {
    item: string;
    line: number;
    msg: string;
}

export const BULK_JOB_PATHS = {
    start: 'app/dns/batch/job/start',
    finish: 'app/dns/batch/job/finish',
    list: 'app/dns/batch/job/list',
    refusals: 'app/dns/batch/job/refusals',
} as const;

/** Designed body of POST app/dns/batch/job/list: {page, limit} (JSON), newest first. */
const listBody = ({ page, perPage }: ListRequest): Params => ({ page, limit: perPage });

/** The bulk log (designed): data.list + data.totalCount. */
export const bulkJobsApi = defineApi<BulkJob>({
    list: { path: BULK_JOB_PATHS.list, params: listBody, result: json => listResult<BulkJob>(json) },
});

/** The job calls (all designed, docs/dns-api.md "Bulk work"). */
export const bulkJobCalls = (http: HttpClient) =>
    ({
        /** designed: POST app/dns/batch/job/start {type, title, total} -> data {jobId}. */
        startBulkJob: async ({ type, title, total }: { type: BulkJobType; title: string; total: number }): Promise<number> => {
            const json = await http.post<{ code: number; data?: { jobId?: number | string } }>(BULK_JOB_PATHS.start, { type, title, total });
            return Number(json.data?.jobId);
        },
        /** designed: POST app/dns/batch/job/finish {jobId, cancelled 0|1} -> {code, msg}. */
        finishBulkJob: async (jobId: number, cancelled: boolean): Promise<void> => {
            await http.post(BULK_JOB_PATHS.finish, { jobId, cancelled: cancelled ? 1 : 0 });
        },
        /** designed: GET app/dns/batch/job/refusals ?jobId= -> data.list [{item, line, msg}]. */
        getBulkJobRefusals: async (jobId: number): Promise<BulkJobRefusal[]> => {
            const json = await http.get<{ code: number; data?: { list?: BulkJobRefusal[] } }>(BULK_JOB_PATHS.refusals, { jobId });
            return (json.data?.list ?? []).map(row => ({ item: String(row.item ?? ''), line: Number(row.line) || 0, msg: String(row.msg ?? '') }));
        },
    }) satisfies BulkJobCalls & Record<string, unknown>;
