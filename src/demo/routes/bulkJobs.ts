import { BULK_JOB_PATHS } from '../../data/bulkJobs/api';
import type { BulkJobType } from '../../data/bulkJobs/types';
import { finishJob, startJob, userJob } from '../bulk/jobs';
import { int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import { paginate } from '../paging';

const TYPES: readonly BulkJobType[] = ['domainsCreate', 'domainsRetrieve', 'planUpdate', 'recordCreate', 'recordUpdate', 'recordImport'];
/** The most items one job may announce (the largest bulk file). */
const MAX_TOTAL = 100_000;

/** The designed bulk job calls (src/data/bulkJobs/api.ts, docs/dns-api.md "Bulk work"). */
export const bulkJobRoutes = [
    route.userPost(BULK_JOB_PATHS.start, ({ db, session, input }) => {
        const type = text(input.type) as BulkJobType;
        if (!TYPES.includes(type)) throw new DemoError('参数错误：type 不正确');
        const total = int(input.total, -1);
        if (total < 1 || total > MAX_TOTAL) throw new DemoError(`参数错误：total 须为 1-${MAX_TOTAL} 的整数`);
        const title = text(input.title).slice(0, 100);
        return ok({ data: { jobId: startJob(db, session.userId, { type, title, total }).id } });
    }),

    route.userPost(BULK_JOB_PATHS.finish, ({ db, session, input }) => {
        const cancelled = text(input.cancelled);
        if (cancelled !== '0' && cancelled !== '1') throw new DemoError('参数错误：cancelled 只能为 0 或 1');
        finishJob(db, session.userId, int(input.jobId, 0), cancelled === '1');
        return ok();
    }),

    route.userPost(BULK_JOB_PATHS.list, ({ db, session, input }) => {
        const rows = db.bulk.jobs.filter(job => job.userId === session.userId);
        const page = paginate(rows, { ...input, sidx: 'id', order: 'desc' }, { limit: 20 });
        return ok({ data: { ...page, list: page.list.map(({ refusals: _refusals, userId: _userId, ...job }) => job) } });
    }),

    route.userGet(BULK_JOB_PATHS.refusals, ({ db, session, input }) => ok({ data: { list: userJob(db, session.userId, int(input.jobId, 0)).refusals } })),
];
