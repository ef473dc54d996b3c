import { BULK_DOMAIN_CALL_MAX, BULK_DOMAIN_PATHS } from '../../data/bulkDomains/api';
import { splitLines } from '../../validation/domainList';
import { addOneDomain, type BulkItemAnswer } from '../bulk/addDomain';
import { loadHostedName } from '../dns/domainRule';
import { addJobResults } from '../bulk/jobs';
import { challengeOf, verifyOne } from '../bulk/retrieve';
import { int, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';

/** The domains of a call: newline-joined text (or a list), each once, at most BULK_DOMAIN_CALL_MAX. */
const domainsOf = (value: unknown): string[] => {
    const items = Array.isArray(value) ? value.map(item => text(item)).filter(Boolean) : splitLines(text(value));
    if (items.length === 0) throw new DemoError('请输入域名');
    if (items.length > BULK_DOMAIN_CALL_MAX) throw new DemoError(`每次最多提交${BULK_DOMAIN_CALL_MAX}个域名`);
    const seen = new Set<string>();
    for (const item of items) {
        const key = item.toLowerCase();
        if (seen.has(key)) throw new DemoError(`域名不能重复：${item}`);
        seen.add(key);
    }
    return items;
};

/** Runs each domain through `one` and records the answers in the user's job. */
const inJob = (context: AuthedContext, domains: string[], one: (item: string) => BulkItemAnswer) => {
    const { db, session, input } = context;
    const jobId = int(input.jobId, 0);
    // the job must be the user's and running before anything changes
    addJobResults(db, session.userId, jobId, []);
    const list = domains.map(one);
    addJobResults(
        db,
        session.userId,
        jobId,
        list.map(answer => ({ item: answer.item, ok: answer.code === 1, msg: answer.code === 1 ? undefined : answer.msg })),
    );
    return ok({ data: { list } });
};

/** The designed bulk domain calls (src/data/bulkDomains/api.ts, docs/dns-api.md "Bulk work"). */
export const bulkDomainRoutes = [
    route.userPost(BULK_DOMAIN_PATHS.add, async context => {
        const { db, session, input } = context;
        const domains = domainsOf(input.domains);
        const groupId = int(input.groupId, 0);
        const group = groupId > 0 ? db.domainGroups.find(row => row.id === groupId && row.userId === session.userId) : undefined;
        if (groupId > 0 && !group) throw new DemoError('分组不存在');
        const hostedName = await loadHostedName();
        return inJob(context, domains, item => addOneDomain(context, hostedName, item, group));
    }),

    route.userPost(BULK_DOMAIN_PATHS.retrieve, context => ok({ data: { list: domainsOf(context.input.domains).map(item => challengeOf(context, item)) } })),

    route.userPost(BULK_DOMAIN_PATHS.verify, context => inJob(context, domainsOf(context.input.domains), item => verifyOne(context, item))),
];
