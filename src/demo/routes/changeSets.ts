import { appliedOps, applyChunk, planLimits } from '../dns/changeSets';
import { ownDomain } from '../dns/access';
import { int } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoChangeSet } from '../model';
import { paginate } from '../paging';

/** The change-set calls (designed, src/data/changeSets/api.ts; docs/dns-api.md "Change sets"). */

const entryRow = ({ ops: _ops, userId: _userId, domainId, ...entry }: DemoChangeSet) => ({ ...entry, domain_id: domainId });

const ownEntry = ({ db, session }: AuthedContext, id: number): DemoChangeSet => {
    const entry = db.changeSets.find(row => row.id === id && row.userId === session.userId);
    if (!entry) throw new DemoError('变更记录不存在');
    return entry;
};

export const changeSetRoutes = [
    route.userPost('app/dns/record/changes/apply', context => {
        const domain = ownDomain(context, context.input, ['domain_id'], 'records');
        return ok({ data: applyChunk(context, domain, context.input) });
    }),

    route.userPost('app/dns/record/changes/list', context => {
        const domain = ownDomain(context, context.input, ['domain_id'], 'read');
        const rows = context.db.changeSets.filter(entry => entry.domainId === domain.id && entry.userId === context.session.userId).map(entryRow);
        const page = paginate(rows, { ...context.input, sidx: 'id', order: 'desc' });
        return ok({ data: { list: page.list, totalCount: page.totalCount } });
    }),

    route.userGet('app/dns/record/changes/info', context => {
        const entry = ownEntry(context, int(context.input.id, 0));
        return ok({ data: { ...entryRow(entry), operations: appliedOps(context.db, context.session.userId, entry) } });
    }),

    route.userGet('app/dns/domain/limits', context => {
        const { db, session } = context;
        const domain = ownDomain(context, context.input, ['domain_id'], 'read');
        return ok({ data: { ...planLimits(db, session.userId, domain), recordCount: domain.recordCount } });
    }),
];
