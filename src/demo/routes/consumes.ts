// The user's plan list of src/data/plans (GetUserConsumeList); plans.ts answers the resource's other calls
// (catalogue, orders, binding).
import { catchUpOrders } from '../commerce/lifecycle';
import { optionalInt, text } from '../fields';
import { ok, route, type AuthedContext } from '../http';
import { paginate } from '../paging';

/**
 * GET (or POST) app/product/GetUserConsumeList {domain, mode, pagenum, pagesize}: the user's paid and free plans,
 * each list paged on its own (src/data/plans/api.ts reads it).
 */
const consumeList = ({ db, session, input }: AuthedContext) => {
    // a paid order or a completed refund changes the plans: bring the orders up to now first
    catchUpOrders(db, new Date());
    const mode = optionalInt(input.mode) ?? 0;
    const search = text(input.domain).toLowerCase();
    const names = new Map(db.domains.map(domain => [domain.id, domain.domain]));
    const rows = db.consumes
        .filter(consume => consume.userId === session.userId && (mode === 0 || consume.mode === mode))
        .map(consume => ({
            id: consume.id,
            productId: consume.productId,
            productName: consume.productName,
            productUnitPrice: consume.productUnitPrice,
            productUnit: consume.productUnit,
            effectStartTime: consume.effectStartTime,
            effectEndTime: consume.effectEndTime,
            domain: names.get(consume.domainId) ?? '',
            domainId: consume.domainId,
            mode: consume.mode,
            free: consume.free,
        }))
        .filter(row => !search || row.domain.includes(search));
    const paged = (free: boolean) => {
        const { list, totalCount } = paginate(
            rows.filter(row => row.free === free),
            { pagenum: input.pagenum ?? input.page, pagesize: input.pagesize ?? input.limit },
            { sidx: 'id', order: 'desc', limit: 10 },
        );
        return { list: list.map(({ free: _free, ...item }) => item), totalCount };
    };
    return ok({ data: { paid: paged(false), free: paged(true) } });
};

export const consumeRoutes = [route.userGet('app/product/GetUserConsumeList', consumeList), route.userPost('app/product/GetUserConsumeList', consumeList)];
