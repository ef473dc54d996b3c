import * as v from 'valibot';
import { byKey, list, nested, num, numberId, oneOf, readAnswer, readList, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import type { ProductAttrs } from '../products/types';

/**
 * The user's plans and the plan catalogue and purchase calls. Every wire fact of plans is in this file.
 *
 * known    GET  app/product/GetUserConsumeList {domain, mode (0 all, 1 in use, 2 unused, 3 expired, 4 invalid),
 *               pagenum, pagesize} -> data.paid {list, totalCount}, data.free {list, totalCount}
 * known    POST app/product/user/createorder, app/product/user/renewal, app/product/user/up, app/common/product/list
 *               (bodies and answers designed below)
 * designed GET  app/product/product/attr/object {productType?} -> data {"<productId>": {recordLimit, minTtl, lineCount, qps}}
 * designed POST app/product/user/bind {consumeId, domainId}; app/product/user/unbind {consumeId};
 *               app/product/user/delete {ids: "1,2"} (unused plans only); GET app/product/user/vas/list -> data.list
 */
const PLAN_PATHS = {
    list: 'app/product/GetUserConsumeList', // known
    products: 'app/common/product/list', // known path; body {productType?} and answer data.list designed
    attrs: 'app/product/product/attr/object', // designed
    createOrder: 'app/product/user/createorder', // known path; body designed
    renew: 'app/product/user/renewal', // known path; body designed
    upgrade: 'app/product/user/up', // known path; body designed
    bind: 'app/product/user/bind', // designed
    unbind: 'app/product/user/unbind', // designed
    delete: 'app/product/user/delete', // designed
    vasList: 'app/product/user/vas/list', // designed
} as const;

/** Plan states (SPEC section 4): the tabs of My plans. */
export const PLAN_MODES = [1, 2, 3, 4] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

/** A plan the user holds (a "consume"), as GetUserConsumeList answers it; prices in cents. */
export interface Plan {
    id: number;
    productId: number;
    productName: string;
    /** Cents per productUnit. */
    productUnitPrice: number;
    productUnit: string;
    effectStartTime: string;
    effectEndTime: string;
    /** The bound domain's name; '' when bound to none. */
    domain: string;
    /** 0 when bound to none. */
    domainId: number;
    mode: PlanMode;
}

export interface PlanPage {
    list: Plan[];
    total: number;
}

interface PlanLists {
    paid: PlanPage;
    free: PlanPage;
}

export interface PlanQuery {
    mode: PlanMode;
    page: number;
    perPage: number;
    /** Bound domain search; blank = all. */
    domain?: string;
}

/** A product on sale, as app/common/product/list answers it (the user-side catalogue). */
interface CatalogueProduct {
    id: number;
    productName: string;
    /** 1 DNS plan, 2 HTTPDNS package, 3 value-added service. */
    productType: number;
    /** Cents per productUnit. */
    productUnitPrice: number;
    productUnit: string;
    remark: string;
    sort: number;
}

/** A value-added service the user bought (app/product/user/vas/list). */
interface VasPurchase {
    id: number;
    orderId: string;
    productName: string;
    quantity: number;
    /** The plan it was added to, 0 for none, and that plan's domain. */
    consumeId: number;
    domain: string;
    payTime: string;
}

/** What createorder buys: a product for a duration (units) or a quantity of pieces, optionally bound. */
export interface PlanOrderRequest {
    productId: number;
    /** Units of the product's productUnit (years, months...) or pieces. */
    duration: number;
    /** Bind the new plan to this domain at once (plans); 0/absent = none. */
    domainId?: number;
    /** Add the service to this plan (value-added services); 0/absent = none. */
    consumeId?: number;
}

export interface CreatedOrder {
    orderId: string;
    /** Cents. */
    buyPayable: number;
}

// How the answers are read (dataProvider/answers.ts): a unit left blank is yearly.
const unit = v.pipe(
    text,
    v.transform(value => value || '1y'),
);

const planRecord: RecordSchema<Plan> = row({
    id: numberId,
    productId: num,
    productName: text,
    productUnitPrice: num,
    productUnit: unit,
    effectStartTime: text,
    effectEndTime: text,
    domain: text,
    domainId: num,
    mode: oneOf(PLAN_MODES, 4),
});

const planPage: RecordSchema<PlanPage> = v.pipe(
    nested({ list: list(planRecord), totalCount: num }),
    v.transform(({ list, totalCount }) => ({ list, total: totalCount || list.length })),
);
const planLists: RecordSchema<PlanLists> = row({ paid: planPage, free: planPage });
const readPlanLists = reader(planLists, PLAN_PATHS.list);

const catalogueProduct: RecordSchema<CatalogueProduct> = v.pipe(
    row({ id: numberId, productName: text, productType: num, productUnitPrice: num, productUnit: unit, remark: text, sort: num }),
    v.transform(product => ({ ...product, productType: product.productType || 1 })),
);

const productAttrs: RecordSchema<ProductAttrs> = row({ recordLimit: num, minTtl: num, lineCount: num, qps: num });
const attrsById: RecordSchema<Record<number, ProductAttrs>> = v.pipe(
    byKey(productAttrs),
    v.transform(byId => Object.fromEntries(Object.entries(byId).map(([id, attrs]) => [Number(id), attrs]))),
);

const vasPurchase: RecordSchema<VasPurchase> = row({
    id: numberId,
    orderId: text,
    productName: text,
    quantity: num,
    consumeId: num,
    domain: text,
    payTime: text,
});

/** A purchase answer: data.orderId (or a top-level orderId); without one there is no order to pay, an unreadable answer. */
const createdOrder: RecordSchema<CreatedOrder> = v.pipe(
    row({ data: nested({ orderId: text, buyPayable: num }), orderId: text }),
    v.transform(({ data, orderId }) => ({ orderId: data.orderId || orderId, buyPayable: data.buyPayable })),
    v.check(order => order.orderId !== ''),
);

const listQuery = ({ mode, page, perPage, domain }: PlanQuery) => ({ mode, pagenum: page, pagesize: perPage, domain: domain?.trim() || undefined });

/**
 * The `plan` resource: its list is the paid plans of a mode (filter.mode, filter.domain); the free ones come with
 * them in the same answer, which getPlans reads both of. Delete removes unused plans.
 */
export const plansApi = defineApi<Plan>({
    record: planRecord,
    list: {
        path: PLAN_PATHS.list,
        method: 'GET',
        params: ({ page, perPage, filter }: ListRequest) =>
            listQuery({ mode: (Number(filter.mode) || 1) as PlanMode, page, perPage, domain: typeof filter.domain === 'string' ? filter.domain : undefined }),
        result: json => {
            const { list, total } = readPlanLists(json.data).paid;
            return { data: list, total };
        },
    },
    delete: { path: PLAN_PATHS.delete },
});

export const planCalls = (http: HttpClient) => ({
    /** GET GetUserConsumeList: the paid and the free plans of a mode, each paged on its own. */
    getPlans: async (query: PlanQuery): Promise<PlanLists> => readPlanLists((await http.get(PLAN_PATHS.list, listQuery(query))).data),
    /** POST app/common/product/list {productType}: the products on sale, in catalogue order. */
    getCatalogue: async (productType: number): Promise<CatalogueProduct[]> =>
        readList(catalogueProduct, await http.post(PLAN_PATHS.products, { productType }), PLAN_PATHS.products).list,
    /** GET app/product/product/attr/object {productType}: each product's features, by product id. */
    getProductAttrs: async (productType: number): Promise<Record<number, ProductAttrs>> =>
        readAnswer(attrsById, (await http.get(PLAN_PATHS.attrs, { productType })).data, PLAN_PATHS.attrs),
    /** POST createorder {productId, duration, domainId?, consumeId?} -> data {orderId, buyPayable}: a pending order. */
    createPlanOrder: async (request: PlanOrderRequest): Promise<CreatedOrder> =>
        readAnswer(createdOrder, await http.post(PLAN_PATHS.createOrder, { ...request }), PLAN_PATHS.createOrder),
    /** POST renewal {consumeId, duration} -> data {orderId, buyPayable}. */
    renewPlan: async (consumeId: number, duration: number): Promise<CreatedOrder> =>
        readAnswer(createdOrder, await http.post(PLAN_PATHS.renew, { consumeId, duration }), PLAN_PATHS.renew),
    /** POST up {consumeId, productId} -> data {orderId, buyPayable}: the difference for the days left. */
    upgradePlan: async (consumeId: number, productId: number): Promise<CreatedOrder> =>
        readAnswer(createdOrder, await http.post(PLAN_PATHS.upgrade, { consumeId, productId }), PLAN_PATHS.upgrade),
    /** POST bind {consumeId, domainId}: an unused plan starts serving the domain. */
    bindPlan: async (consumeId: number, domainId: number): Promise<void> => {
        await http.post(PLAN_PATHS.bind, { consumeId, domainId });
    },
    /** POST unbind {consumeId}: the plan leaves its domain and is unused again. */
    unbindPlan: async (consumeId: number): Promise<void> => {
        await http.post(PLAN_PATHS.unbind, { consumeId });
    },
    /** GET vas/list: the value-added services bought (paid orders of goodsType 13), newest first. */
    getVasPurchases: async (): Promise<VasPurchase[]> => readList(vasPurchase, await http.get(PLAN_PATHS.vasList), PLAN_PATHS.vasList).list,
});
