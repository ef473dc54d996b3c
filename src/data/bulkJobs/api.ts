import { list, nested, num, numberId, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import type { BulkJobCalls, BulkJobType } from './types';

/** A job's state in the bulk log: 0 running, 1 finished, 2 cancelled. */
export const BULK_JOB_STATUS = { running: 0, finished: 1, cancelled: 2 } as const;

/** One row of the bulk log (designed: app/dns/batch/job/list). */
export interface BulkJob {
    id: number;
    /** A BulkJobType; another the server names is shown as it is. */
    type: string;
    title: string;
    total: number;
    succeeded: number;
    refused: number;
    skipped: number;
    /** BULK_JOB_STATUS; another the server names is shown as it is. */
    status: number;
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

// How the answers are read (dataProvider/answers.ts).
const bulkJobRecord: RecordSchema<BulkJob> = row({
    id: numberId,
    type: text,
    title: text,
    total: num,
    succeeded: num,
    refused: num,
    skipped: num,
    status: num,
    createTime: text,
    finishTime: text,
});
const refusal: RecordSchema<BulkJobRefusal> = row({ item: text, line: num, msg: text });
/** A job started: its id, which every chunk call carries (without one there is no job to send the items in). */
const started = row({ jobId: numberId });
const refusals = nested({ list: list(refusal) });

/** The bulk log (designed): data.list + data.totalCount. */
export const bulkJobsApi = defineApi<BulkJob>({
    record: bulkJobRecord,
    list: { path: BULK_JOB_PATHS.list, params: listBody },
});

/** The job calls (all designed, docs/dns-api.md "Bulk work"). */
export const bulkJobCalls = (http: HttpClient) =>
    ({
        /** designed: POST app/dns/batch/job/start {type, title, total} -> data {jobId}. */
        startBulkJob: async ({ type, title, total }: { type: BulkJobType; title: string; total: number }): Promise<number> => {
            const json = await http.post(BULK_JOB_PATHS.start, { type, title, total });
            return readAnswer(started, json.data ?? {}, BULK_JOB_PATHS.start).jobId;
        },
        /** designed: POST app/dns/batch/job/finish {jobId, cancelled 0|1} -> {code, msg}. */
        finishBulkJob: async (jobId: number, cancelled: boolean): Promise<void> => {
            await http.post(BULK_JOB_PATHS.finish, { jobId, cancelled: cancelled ? 1 : 0 });
        },
        /** designed: GET app/dns/batch/job/refusals ?jobId= -> data.list [{item, line, msg}]. */
        getBulkJobRefusals: async (jobId: number): Promise<BulkJobRefusal[]> =>
            readAnswer(refusals, (await http.get(BULK_JOB_PATHS.refusals, { jobId })).data, BULK_JOB_PATHS.refusals).list.map(({ item, line, msg }) => ({
                item,
                line,
                msg,
            })),
    }) satisfies BulkJobCalls & Record<string, unknown>;
