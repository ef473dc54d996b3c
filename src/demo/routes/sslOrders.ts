import { GOODS_TYPE } from '../../data/orders/codes';
import { SSL_STATUS, hasCertificate, needsCompany } from '../../data/sslOrders/codes';
import { checkCertDomains, isCsrPem, isPhone, isRegNumber, parseCertDomains, PROFILE_LIMITS } from '../../data/sslOrders/validation';
import { isEmail, isMobile } from '../../validation/contact';
import { catchUpOrders, createOrder } from '../commerce/lifecycle';
import { idsOf, int, text, type Input } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb } from '../model';
import { nextId } from '../db';
import { paginate } from '../paging';
import { formatDateTime } from '../time';
import { catchUpSsl, issue, recordsPresent, toWireSsl, type DemoSslCompany, type DemoSslContact, type DemoSslOrder } from '../services/sslOrders';
import { demoCertificate, demoChain } from '../services/sslCert';
import { SSL_GOODS, sslGoodsById } from '../services/sslCatalogue';
import { refuse } from '../services/sslRules';

/**
 * The SSL certificate calls (data/sslOrders/api.ts declares them, docs/services-api.md "SSL"): the
 * catalogue, applications, the orders (caught up with their payment orders and time first), validation checks,
 * downloads and the contact and company profiles. Only the signed-in user's rows.
 */

const catchUp = (db: DemoDb, now: Date) => {
    catchUpOrders(db, now);
    catchUpSsl(db, now);
};

const ownOrder = (db: DemoDb, userId: number, id: unknown): DemoSslOrder => {
    const order = db.ssl.orders.find(row => row.id === int(id, NaN) && row.userId === userId);
    if (!order) throw new DemoError('证书订单不存在');
    return order;
};

/** GET app/ssl/goods/list -> data.list. */
const goodsList = () => ok({ data: { list: SSL_GOODS, totalCount: SSL_GOODS.length } });

/** POST app/ssl/order/list {type: paid|free, status?, domain?, page, limit}. */
const orderList = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUp(db, now);
    const free = text(input.type) === 'free';
    const status = text(input.status);
    const domain = text(input.domain).toLowerCase();
    const rows = db.ssl.orders
        .filter(order => order.userId === session.userId && (sslGoodsById(order.goodsId)?.free ?? false) === free)
        .map(order => toWireSsl(order, now))
        .filter(order => (status === '' || order.status === Number(status)) && (!domain || order.domains.some(name => name.includes(domain))));
    const page = paginate(rows, input, { sidx: 'id', order: 'desc', limit: 20 });
    return ok({ data: page });
};

/** GET app/ssl/order/info?id= -> data: the order. */
const orderInfo = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUp(db, now);
    return ok({ data: toWireSsl(ownOrder(db, session.userId, input.id), now) });
};

const profileOf = <P extends { id: number; userId: number }>(rows: readonly P[], userId: number, id: unknown, missing: string): P => {
    const row = rows.find(candidate => candidate.id === int(id, NaN) && candidate.userId === userId);
    if (!row) throw new DemoError(missing);
    return row;
};

/** POST app/ssl/order/apply {goodsId, domains, method, csr, csrSource, keyAlgorithm?, contactId, companyId?}. */
const apply = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    const goods = sslGoodsById(input.goodsId);
    if (!goods) throw new DemoError('证书商品不存在');
    const domains = parseCertDomains(Array.isArray(input.domains) ? input.domains.join('\n') : input.domains);
    refuse(checkCertDomains(domains, goods));
    const method = text(input.method) === 'file' ? 'file' : 'dns';
    if (method === 'file' && domains.some(domain => domain.startsWith('*.'))) throw new DemoError('通配符域名只能使用 DNS 验证');
    if (!isCsrPem(text(input.csr))) refuse('ssl.validation.csr');
    profileOf(db.ssl.contacts, session.userId, input.contactId, '请选择联系人');
    const companyId = int(input.companyId, 0) || undefined;
    if (needsCompany(goods.type) && !companyId) refuse('ssl.validation.companyRequired');
    if (companyId) profileOf(db.ssl.companies, session.userId, companyId, '企业信息不存在');
    const order: DemoSslOrder = {
        id: nextId(db.ssl.orders),
        userId: session.userId,
        goodsId: goods.id,
        domains,
        method,
        status: goods.free ? SSL_STATUS.pendingValidation : SSL_STATUS.toPay,
        price: goods.price,
        createTime: formatDateTime(now),
        csrSource: text(input.csrSource) === 'browser' ? 'browser' : 'pasted',
        keyAlgorithm: text(input.keyAlgorithm) === 'P256' ? 'P256' : text(input.keyAlgorithm) === 'RSA2048' ? 'RSA2048' : undefined,
        contactId: int(input.contactId, 0),
        companyId,
        ...(goods.free ? { validationFrom: now.getTime() } : {}),
    };
    if (!goods.free) {
        const payment = createOrder(
            db,
            {
                userId: session.userId,
                goodsType: GOODS_TYPE.sslBuy,
                productInfo: `${goods.name} · ${domains[0]}`,
                buySum: 1,
                buyPayable: goods.price,
                orderExtra: { sslOrderId: order.id, goodsId: goods.id, unit: '1y' },
            },
            now,
        );
        order.orderId = payment.orderId;
    }
    db.ssl.orders.push(order);
    return ok({ data: { sslOrderId: order.id, ...(order.orderId ? { orderId: order.orderId } : {}) } });
};

/** POST app/ssl/order/check {id} -> data {status, passed}: the records are looked for now. */
const check = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUp(db, now);
    const order = ownOrder(db, session.userId, input.id);
    if (order.status === SSL_STATUS.toPay) throw new DemoError('订单尚未支付');
    if (order.status === SSL_STATUS.pendingValidation || order.status === SSL_STATUS.validating) {
        if (order.method === 'dns' && recordsPresent(db, order)) issue(order, now);
        else order.status = SSL_STATUS.validating;
    }
    const status = toWireSsl(order, now).status;
    return ok({ data: { status, passed: hasCertificate(status) } });
};

/** GET app/ssl/order/download?id= -> data {certificate, chain}. */
const download = ({ db, session, input }: AuthedContext) => {
    const now = new Date();
    catchUp(db, now);
    const order = ownOrder(db, session.userId, input.id);
    if (!hasCertificate(order.status)) throw new DemoError('证书尚未签发');
    return ok({ data: { certificate: demoCertificate(order.id, order.domains[0]), chain: demoChain(sslGoodsById(order.goodsId)?.brand ?? '') } });
};

// ---- profiles -----------------------------------------------------------------------------------------------

const field = (input: Input, name: string, max: number, label: string): string => {
    const value = text(input[name]);
    if (!value) throw new DemoError(`请输入${label}`);
    if (value.length > max) throw new DemoError(`${label}不能超过 ${max} 个字符`);
    return value;
};

const contactFields = (input: Input): Omit<DemoSslContact, 'id' | 'userId'> => {
    const fields = {
        name: field(input, 'name', PROFILE_LIMITS.name, '姓名'),
        mobile: field(input, 'mobile', 21, '手机号'),
        email: field(input, 'email', 254, '邮箱'),
        jobTitle: field(input, 'jobTitle', PROFILE_LIMITS.jobTitle, '职位'),
    };
    if (!isMobile(fields.mobile)) refuse('validation.mobile');
    if (!isEmail(fields.email)) refuse('validation.email');
    return fields;
};

const companyFields = (input: Input): Omit<DemoSslCompany, 'id' | 'userId'> => {
    const fields = {
        name: field(input, 'name', PROFILE_LIMITS.companyName, '企业名称'),
        regNumber: field(input, 'regNumber', 18, '统一社会信用代码').toUpperCase(),
        address: field(input, 'address', PROFILE_LIMITS.address, '地址'),
        phone: field(input, 'phone', 20, '电话'),
    };
    if (!isRegNumber(fields.regNumber)) refuse('ssl.validation.regNumber');
    if (!isPhone(fields.phone)) refuse('ssl.validation.phone');
    return fields;
};

/** The list, save and delete calls of one profile kind. */
const profileRoutes = <P extends { id: number; userId: number }>(
    kind: 'contact' | 'company',
    rows: (db: DemoDb) => P[],
    read: (input: Input) => Omit<P, 'id' | 'userId'>,
    missing: string,
) => [
    route.userPost(`app/ssl/${kind}/list`, ({ db, session, input }) => {
        const page = paginate(
            rows(db).filter(row => row.userId === session.userId),
            input,
            { sidx: 'id', order: 'desc', limit: 100 },
        );
        return ok({ data: { ...page, list: page.list.map(({ userId: _userId, ...row }) => row) } });
    }),
    route.userPost(`app/ssl/${kind}/save`, ({ db, session, input }) => {
        const fields = read(input);
        const id = int(input.id, 0);
        const table = rows(db);
        if (id) {
            Object.assign(profileOf(table, session.userId, id, missing), fields);
            return ok({ data: { id } });
        }
        const row = { ...fields, id: nextId(table), userId: session.userId } as P;
        table.push(row);
        return ok({ data: { id: row.id } });
    }),
    route.userPost(`app/ssl/${kind}/delete`, ({ db, session, input }) => {
        const ids = new Set(idsOf(input.ids));
        if (ids.size === 0) throw new DemoError('请选择要删除的资料');
        const table = rows(db);
        const kept = table.filter(row => !(ids.has(row.id) && row.userId === session.userId));
        table.splice(0, table.length, ...kept);
        return ok();
    }),
];

export const sslOrderRoutes = [
    route.userGet('app/ssl/goods/list', goodsList),
    route.userPost('app/ssl/order/list', orderList),
    route.userGet('app/ssl/order/info', orderInfo),
    route.userPost('app/ssl/order/apply', apply),
    route.userPost('app/ssl/order/check', check),
    route.userGet('app/ssl/order/download', download),
    ...profileRoutes('contact', db => db.ssl.contacts, contactFields, '联系人不存在'),
    ...profileRoutes('company', db => db.ssl.companies, companyFields, '企业信息不存在'),
];
