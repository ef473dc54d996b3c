import { GOODS_TYPE, ORDER_STATUS, type GoodsType } from '../../data/orders/codes';
import { isHigherPlan, isValidDuration, totalCents, UNIT_DAYS, upgradeCents, upgradeDays } from '../../data/plans/pricing';
import type { DemoProduct } from '../admin/operation';
import { addUnits, domainNameOf, isBindable, orderExtraOf, type PlanOrderExtra } from '../commerce/planOrders';
import { catchUpOrders, createOrder } from '../commerce/lifecycle';
import { idsOf, int, optionalInt } from '../fields';
import { DemoError, ok, route, type AuthedContext, type RouteContext } from '../http';
import type { DemoConsume, DemoDb } from '../model';
import { formatDateTime } from '../time';

/**
 * The plan calls of the demo backend (declared in src/data/plans/api.ts): the catalogue, purchase, renewal
 * and upgrade orders (pending until paid: src/demo/commerce/settle.ts applies them), binding and deleting plans.
 * Every amount is computed here, in cents, with the console's own pricing functions: the client's is never taken.
 */

const UNIT_LABEL: Record<string, string> = { '1y': '年', '1s': '季', '1m': '个月', '1d': '天' };

const onSale = (db: DemoDb, productType?: number): DemoProduct[] =>
    db.products
        .filter(product => product.status === 1 && (productType === undefined || product.productType === productType))
        .sort((a, b) => a.sort - b.sort || a.id - b.id);

const productList = ({ db, input }: RouteContext) => {
    const list = onSale(db, optionalInt(input.productType)).map(({ attrs: _attrs, createTime: _created, status: _status, ...product }) => product);
    return ok({ data: { list, totalCount: list.length } });
};

const attrObject = ({ db, input }: RouteContext) =>
    ok({ data: Object.fromEntries(onSale(db, optionalInt(input.productType)).map(product => [String(product.id), product.attrs])) });

const productOnSale = (db: DemoDb, id: unknown): DemoProduct => {
    const product = db.products.find(row => row.id === int(id, NaN));
    if (!product) throw new DemoError('产品不存在');
    if (product.status !== 1) throw new DemoError('该产品已下架');
    return product;
};

const ownConsume = (db: DemoDb, userId: number, id: unknown): DemoConsume => {
    const consume = db.consumes.find(row => row.id === int(id, NaN) && row.userId === userId);
    if (!consume) throw new DemoError('套餐不存在');
    return consume;
};

/** A pending order of the user for a plan purchase; answers data {orderId, buyPayable}. */
const placeOrder = ({ db, session }: AuthedContext, goodsType: GoodsType, productInfo: string, buyPayable: number, extra: PlanOrderExtra): Response => {
    const order = createOrder(db, { userId: session.userId, goodsType, productInfo, buySum: extra.duration, buyPayable, orderExtra: extra }, new Date());
    return ok({ data: { orderId: order.orderId, buyPayable } });
};

const durationOf = (unit: string, value: unknown): number => {
    const duration = int(value, NaN);
    if (!isValidDuration(unit, duration)) throw new DemoError(unit === '1p' ? '购买数量不正确' : '请选择购买时长');
    return duration;
};

/** POST createorder {productId, duration, domainId?, consumeId?}: a plan, a package or a value-added service. */
const purchaseOrder = (context: AuthedContext) => {
    const { db, session, input } = context;
    const product = productOnSale(db, input.productId);
    if (product.productUnitPrice <= 0) throw new DemoError('免费套餐无需购买');
    const duration = durationOf(product.productUnit, input.duration);
    const extra: PlanOrderExtra = {
        productId: product.id,
        productName: product.productName,
        productUnitPrice: product.productUnitPrice,
        unit: product.productUnit,
        duration,
    };
    const domainId = int(input.domainId, 0);
    if (domainId) {
        if (product.productType !== 1) throw new DemoError('该产品不能绑定域名');
        if (!isBindable(db, session.userId, domainId)) throw new DemoError('该域名不存在或已有使用中的套餐');
        extra.domainId = domainId;
        extra.domain = domainNameOf(db, domainId);
    }
    const consumeId = int(input.consumeId, 0);
    if (consumeId) {
        if (product.productType !== 3) throw new DemoError('该产品不能添加到套餐');
        const consume = ownConsume(db, session.userId, consumeId);
        if (consume.mode !== 1 && consume.mode !== 2) throw new DemoError('只能为使用中或未使用的套餐添加增值服务');
        extra.consumeId = consumeId;
    }
    // a DNS plan is bought; pieces (HTTPDNS packages, value-added services) are value-added goods
    const goodsType = product.productType === 1 ? GOODS_TYPE.buy : GOODS_TYPE.vas;
    const info =
        product.productUnit === '1p' ? `${product.productName} × ${duration}` : `${product.productName} · ${duration}${UNIT_LABEL[product.productUnit] ?? ''}`;
    return placeOrder(context, goodsType, info, totalCents(product.productUnitPrice, duration), extra);
};

/** POST renewal {consumeId, duration}: the plan's own unit price times the units. */
const renewal = (context: AuthedContext) => {
    const { db, session, input } = context;
    const consume = ownConsume(db, session.userId, input.consumeId);
    if (consume.free || consume.productUnitPrice <= 0) throw new DemoError('免费套餐无需续费');
    if (consume.mode === 4) throw new DemoError('套餐已失效，无法续费');
    if (!UNIT_DAYS[consume.productUnit]) throw new DemoError('该套餐不支持续费');
    const duration = durationOf(consume.productUnit, input.duration);
    const extra: PlanOrderExtra = {
        productId: consume.productId,
        productName: consume.productName,
        productUnitPrice: consume.productUnitPrice,
        unit: consume.productUnit,
        duration,
        consumeId: consume.id,
        domain: domainNameOf(db, consume.domainId),
    };
    const info = `${consume.productName} 续费 · ${duration}${UNIT_LABEL[consume.productUnit] ?? ''}`;
    return placeOrder(context, GOODS_TYPE.renew, info, totalCents(consume.productUnitPrice, duration), extra);
};

/** POST up {consumeId, productId}: the difference of the daily rates over the days left (pricing.ts). */
const upgrade = (context: AuthedContext) => {
    const { db, session, input } = context;
    const consume = ownConsume(db, session.userId, input.consumeId);
    if (consume.mode !== 1 && consume.mode !== 2) throw new DemoError('只能升级使用中或未使用的套餐');
    const target = productOnSale(db, input.productId);
    if (target.productType !== 1 || !UNIT_DAYS[consume.productUnit] || !isHigherPlan(consume, target)) throw new DemoError('请选择更高规格的套餐');
    const days = upgradeDays(consume, new Date());
    const payable = upgradeCents(consume, target, days);
    if (!payable) throw new DemoError('套餐即将到期，请先续费');
    const extra: PlanOrderExtra = {
        productId: target.id,
        productName: target.productName,
        productUnitPrice: target.productUnitPrice,
        unit: target.productUnit,
        duration: 1,
        consumeId: consume.id,
        days,
        domain: domainNameOf(db, consume.domainId),
    };
    return placeOrder(context, GOODS_TYPE.upgrade, `${consume.productName} 升级为 ${target.productName} · ${days}天`, payable, extra);
};

/** POST bind {consumeId, domainId}: an unused plan starts serving a domain that has none in use. */
const bind = ({ db, session, input }: AuthedContext) => {
    const consume = ownConsume(db, session.userId, input.consumeId);
    if (consume.mode !== 2) throw new DemoError('只能绑定未使用的套餐');
    const domainId = int(input.domainId, 0);
    if (!domainId) throw new DemoError('请选择域名');
    if (!isBindable(db, session.userId, domainId)) throw new DemoError('该域名不存在或已有使用中的套餐');
    const now = new Date();
    if (!consume.effectEndTime) {
        consume.effectStartTime = formatDateTime(now);
        consume.effectEndTime = addUnits(now, consume.productUnit, 1);
    }
    Object.assign(consume, { domainId, mode: 1 });
    return ok();
};

/** POST unbind {consumeId}: the plan in use leaves its domain and is unused again (its term keeps running). */
const unbind = ({ db, session, input }: AuthedContext) => {
    const consume = ownConsume(db, session.userId, input.consumeId);
    if (consume.mode !== 1 || !consume.domainId) throw new DemoError('该套餐未绑定域名');
    Object.assign(consume, { domainId: 0, mode: 2 });
    return ok();
};

/** POST delete {ids}: unused plans only. */
const remove = ({ db, session, input }: AuthedContext) => {
    const ids = idsOf(input);
    if (ids.length === 0) throw new DemoError('请选择要删除的套餐');
    const plans = ids.map(id => ownConsume(db, session.userId, id));
    if (plans.some(consume => consume.mode !== 2)) throw new DemoError('只能删除未使用的套餐');
    const gone = new Set(ids);
    db.consumes = db.consumes.filter(consume => !gone.has(consume.id));
    return ok();
};

/** GET vas/list: the value-added services bought, read from the paid orders of goodsType 13. */
const vasList = ({ db, session }: AuthedContext) => {
    catchUpOrders(db, new Date());
    const domains = new Map(db.domains.map(domain => [domain.id, domain.domain]));
    const list = db.orders
        .filter(order => order.userId === session.userId && order.goodsType === GOODS_TYPE.vas && order.status === ORDER_STATUS.paid)
        .map(order => {
            const extra = orderExtraOf(order);
            const consume = db.consumes.find(row => row.id === extra?.consumeId);
            return {
                id: order.id,
                orderId: order.orderId,
                productName: extra?.productName ?? order.productInfo,
                quantity: extra?.duration ?? order.buySum,
                consumeId: consume?.id ?? 0,
                domain: (consume && domains.get(consume.domainId)) ?? '',
                payTime: order.payTime ?? '',
            };
        })
        .reverse();
    return ok({ data: { list, totalCount: list.length } });
};

export const plansRoutes = [
    route.post('app/common/product/list', productList),
    route.get('app/common/product/list', productList),
    route.get('app/product/product/attr/object', attrObject),
    route.userPost('app/product/user/createorder', purchaseOrder),
    route.userPost('app/product/user/renewal', renewal),
    route.userPost('app/product/user/up', upgrade),
    route.userPost('app/product/user/bind', bind),
    route.userPost('app/product/user/unbind', unbind),
    route.userPost('app/product/user/delete', remove),
    route.userGet('app/product/user/vas/list', vasList),
];
