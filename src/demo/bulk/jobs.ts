import type { BulkJobType } from '../../data/bulkJobs/types';
import { nextId } from '../db';
import { DemoError } from '../http';
import type { DemoDb } from '../model';
import { daysBefore, now } from '../time';

/** A refused item kept with its job (line 0 = not known). */
interface DemoBulkRefusal {
    item: string;
    line: number;
    msg: string;
}

/** A bulk job as the demo keeps it (the bulk log). */
interface DemoBulkJob {
    id: number;
    userId: number;
    type: BulkJobType;
    title: string;
    total: number;
    succeeded: number;
    refused: number;
    /** Counted when the job finishes: total minus the items reported. */
    skipped: number;
    /** 0 running, 1 finished, 2 cancelled. */
    status: 0 | 1 | 2;
    createTime: string;
    finishTime: string;
    /** The first REFUSALS_KEPT refusals (the counts stay exact). */
    refusals: DemoBulkRefusal[];
}

/** A TXT challenge issued to retrieve a domain another account holds (bulk retrieve). */
interface DemoRetrieveChallenge {
    userId: number;
    domain: string;
    host: string;
    value: string;
    /** When it was issued (ms): the demo "sees" the TXT record RETRIEVE_VISIBLE_MS later. */
    issuedAt: number;
}

/** The demo's bulk state (db.bulk): the bulk log and the open retrieve challenges. */
export interface DemoBulkState {
    jobs: DemoBulkJob[];
    challenges: DemoRetrieveChallenge[];
}

/** Refusals kept per job, so localStorage stays small. */
export const REFUSALS_KEPT = 1000;
/** Jobs kept per user (the oldest go first). */
const JOBS_KEPT = 100;

export const seedBulk = (at: Date): DemoBulkState => ({
    jobs: [
        {
            id: 1,
            userId: 1,
            type: 'domainsCreate',
            title: '3 个域名',
            total: 3,
            succeeded: 2,
            refused: 1,
            skipped: 0,
            status: 1,
            createTime: daysBefore(at, 3),
            finishTime: daysBefore(at, 3 - 1 / 86_400),
            refusals: [{ item: 'lisi-studio.com', line: 2, msg: '该域名已被其他账号添加' }],
        },
    ],
    challenges: [],
});

/** A job of the user, or a refusal. */
export const userJob = (db: DemoDb, userId: number, jobId: number): DemoBulkJob => {
    const job = db.bulk.jobs.find(row => row.id === jobId && row.userId === userId);
    if (!job) throw new DemoError('批量任务不存在');
    return job;
};

/** Opens a job (app/dns/batch/job/start). */
export const startJob = (db: DemoDb, userId: number, { type, title, total }: Pick<DemoBulkJob, 'type' | 'title' | 'total'>): DemoBulkJob => {
    const job: DemoBulkJob = {
        id: nextId(db.bulk.jobs),
        userId,
        type,
        title,
        total,
        succeeded: 0,
        refused: 0,
        skipped: 0,
        status: 0,
        createTime: now(),
        finishTime: '',
        refusals: [],
    };
    db.bulk.jobs.push(job);
    const mine = db.bulk.jobs.filter(row => row.userId === userId);
    if (mine.length > JOBS_KEPT) {
        const dropped = new Set(mine.slice(0, mine.length - JOBS_KEPT).map(row => row.id));
        db.bulk.jobs = db.bulk.jobs.filter(row => !dropped.has(row.id));
    }
    return job;
};

/**
 * Records the results of a chunk in the user's running job (the batch handlers call it): counts exact,
 * refusals kept up to REFUSALS_KEPT. Refuses when the job is not the user's or is no longer running.
 */
export const addJobResults = (
    db: DemoDb,
    userId: number,
    jobId: number,
    results: Array<{ item: string; ok: boolean; msg?: string; line?: number }>,
): DemoBulkJob => {
    const job = userJob(db, userId, jobId);
    if (job.status !== 0) throw new DemoError('批量任务已结束');
    for (const result of results) {
        if (result.ok) {
            job.succeeded++;
            continue;
        }
        job.refused++;
        if (job.refusals.length < REFUSALS_KEPT) job.refusals.push({ item: result.item, line: result.line ?? 0, msg: result.msg ?? '' });
    }
    return job;
};

/** Closes a job (app/dns/batch/job/finish); finishing twice changes nothing. */
export const finishJob = (db: DemoDb, userId: number, jobId: number, cancelled: boolean): DemoBulkJob => {
    const job = userJob(db, userId, jobId);
    if (job.status !== 0) return job;
    job.status = cancelled ? 2 : 1;
    job.skipped = Math.max(0, job.total - job.succeeded - job.refused);
    job.finishTime = now();
    return job;
};
