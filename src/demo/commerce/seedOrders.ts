import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD, type GoodsType, type OrderStatus, type PayMethod } from '../../data/orders/codes';
import { formatDateTime } from '../time';
import type { DemoOrder } from './types';

/** One seeded order: `days` before the seed time it was created (negative = later), what it bought, where it stands. */
interface Seed {
    userId: number;
    days: number;
    goodsType: GoodsType;
    productInfo: string;
    buySum: number;
    buyPayable: number;
    extra: Record<string, unknown>;
    status: OrderStatus;
    payType?: PayMethod;
    /** Refund: requested and (for a refunded order) completed this many days before the seed time. */
    refund?: { reason: string; days: number; doneDays?: number };
}

const DAY = 86_400_000;
const PAY_DELAY = 90_000;
/** An unpaid order may be paid within this long. */
const PAY_WINDOW = 2 * 3600_000;

const { buy, renew, upgrade, vas, sslBuy, recharge } = GOODS_TYPE;
const { pending, expired, closed, failed, paid, refunding, refunded } = ORDER_STATUS;
const { balance, walletA, walletB } = PAY_METHOD;

/** A plan order's orderExtra as planOrders.ts reads it (PlanOrderExtra): the product copied in, units, the plan. */
const plan = (productId: number, productName: string, productUnitPrice: number, unit: string, duration: number, more: Record<string, number> = {}) => ({
    productId,
    productName,
    productUnitPrice,
    unit,
    duration,
    ...more,
});
const PRO_YEAR = (more?: Record<string, number>) => plan(2, '专业版', 68000, '1y', 1, more);
const PRO_MONTH = (more?: Record<string, number>) => plan(2, '专业版', 6800, '1m', 1, more);
const HTTPDNS = (pieces: number) => plan(5, 'HTTPDNS 100万次解析包', 1200, '1p', pieces);

// Products and prices as in db.products and db.consumes (seedProducts, seedDns): 专业版 680.00/y or 68.00/m,
// 企业版 2,980.00/y, 旗舰版 5,980.00/y, the HTTPDNS package 12.00 each.
const SEEDS: Seed[] = [
    { userId: 1, days: 85, goodsType: recharge, productInfo: '余额充值', buySum: 1, buyPayable: 50000, extra: {}, status: paid, payType: walletB },
    {
        userId: 1,
        days: 80,
        goodsType: vas,
        productInfo: 'HTTPDNS 100万次解析包 × 2',
        buySum: 2,
        buyPayable: 2400,
        extra: HTTPDNS(2),
        status: paid,
        payType: balance,
    },
    {
        userId: 1,
        days: 65,
        goodsType: vas,
        productInfo: 'HTTPDNS 100万次解析包 × 3',
        buySum: 3,
        buyPayable: 3600,
        extra: HTTPDNS(3),
        status: paid,
        payType: walletA,
    },
    {
        userId: 1,
        days: 60,
        goodsType: upgrade,
        productInfo: '专业版 升级为 企业版 · 365天',
        buySum: 1,
        buyPayable: 230000,
        extra: plan(3, '企业版', 298000, '1y', 1, { consumeId: 2, days: 365 }),
        status: closed,
    },
    {
        userId: 1,
        days: 55,
        goodsType: sslBuy,
        productInfo: 'DV SSL证书 · 1年',
        buySum: 1,
        buyPayable: 19900,
        extra: { unit: '1y' },
        status: paid,
        payType: walletA,
    },
    { userId: 1, days: 45, goodsType: recharge, productInfo: '余额充值', buySum: 1, buyPayable: 20000, extra: {}, status: paid, payType: walletA },
    { userId: 1, days: 40, goodsType: buy, productInfo: '专业版 · 1个月', buySum: 1, buyPayable: 6800, extra: PRO_MONTH(), status: failed, payType: walletB },
    {
        userId: 1,
        days: 32,
        goodsType: vas,
        productInfo: 'HTTPDNS 100万次解析包 × 5',
        buySum: 5,
        buyPayable: 6000,
        extra: HTTPDNS(5),
        status: refunded,
        payType: balance,
        refund: { reason: '重复购买', days: 30, doneDays: 29 },
    },
    {
        userId: 1,
        days: 22,
        goodsType: renew,
        productInfo: '专业版 续费 · 1年',
        buySum: 1,
        buyPayable: 68000,
        extra: PRO_YEAR({ consumeId: 5 }),
        status: expired,
    },
    { userId: 1, days: 15, goodsType: recharge, productInfo: '余额充值', buySum: 1, buyPayable: 10000, extra: {}, status: paid, payType: walletB },
    {
        userId: 1,
        days: 10,
        goodsType: buy,
        productInfo: '专业版 · 1个月',
        buySum: 1,
        buyPayable: 6800,
        extra: PRO_MONTH({ consumeId: 3, domainId: 4 }),
        status: paid,
        payType: balance,
    },
    {
        userId: 1,
        days: 5,
        goodsType: vas,
        productInfo: 'HTTPDNS 100万次解析包 × 1',
        buySum: 1,
        buyPayable: 1200,
        extra: HTTPDNS(1),
        status: paid,
        payType: walletB,
    },
    {
        userId: 1,
        days: 3,
        goodsType: vas,
        productInfo: 'HTTPDNS 100万次解析包 × 10',
        buySum: 10,
        buyPayable: 12000,
        extra: HTTPDNS(10),
        status: refunding,
        payType: walletB,
        refund: { reason: '业务调整，暂不需要', days: 1 },
    },
    {
        userId: 1,
        days: 2,
        goodsType: buy,
        productInfo: '旗舰版 · 1年',
        buySum: 1,
        buyPayable: 598000,
        extra: plan(4, '旗舰版', 598000, '1y', 1, { consumeId: 4 }),
        status: paid,
        payType: balance,
    },
    {
        userId: 1,
        days: 0.02,
        goodsType: renew,
        productInfo: '专业版 续费 · 1年',
        buySum: 1,
        buyPayable: 68000,
        extra: PRO_YEAR({ consumeId: 2 }),
        status: pending,
    },
    // the second demo user: nothing paid (balance 0, a free plan)
    { userId: 2, days: 6, goodsType: buy, productInfo: '专业版 · 1个月', buySum: 1, buyPayable: 6800, extra: PRO_MONTH(), status: expired },
    { userId: 2, days: 4, goodsType: recharge, productInfo: '余额充值', buySum: 1, buyPayable: 10000, extra: {}, status: closed },
    { userId: 2, days: 0.05, goodsType: buy, productInfo: '专业版 · 1年', buySum: 1, buyPayable: 68000, extra: PRO_YEAR(), status: pending },
];

const digits = (time: string) => time.replace(/\D/g, '');

const toOrder = (seed: Seed, index: number, at: Date): DemoOrder => {
    const created = at.getTime() - seed.days * DAY;
    const createTime = formatDateTime(new Date(created));
    const settled = seed.payType !== undefined && seed.status !== failed;
    return {
        id: index + 1,
        // creation time, then a sequence number: unique, and sorted as created
        orderId: `${digits(createTime)}${String(index + 1).padStart(4, '0')}`,
        userId: seed.userId,
        goodsType: seed.goodsType,
        productInfo: seed.productInfo,
        buySum: seed.buySum,
        buyPayable: seed.buyPayable,
        orderExtra: JSON.stringify(seed.extra),
        status: seed.status,
        ...(seed.payType !== undefined ? { payType: seed.payType } : {}),
        createTime,
        ...(settled ? { payTime: formatDateTime(new Date(created + PAY_DELAY)) } : {}),
        expireTime: formatDateTime(new Date(created + PAY_WINDOW)),
        ...(seed.refund
            ? {
                  refundAmount: seed.buyPayable,
                  refundReason: seed.refund.reason,
                  refundTime: formatDateTime(new Date(at.getTime() - seed.refund.days * DAY)),
                  ...(seed.refund.doneDays !== undefined ? { refundDoneTime: formatDateTime(new Date(at.getTime() - seed.refund.doneDays * DAY)) } : {}),
              }
            : {}),
    };
};

/**
 * The seeded order history over the last 90 days, consistent with the seeded plans (db.consumes) and products:
 * for the demo user purchases (the unused 旗舰版, the monthly 专业版), value-added services, recharges, an
 * expired renewal (the expired 专业版), a pending renewal (the 专业版 expiring soon), a closed upgrade, a failed
 * payment, one refunded and one refunding order; for the second user three unpaid ones.
 */
export const seedOrders = (at: Date): DemoOrder[] => SEEDS.map((seed, index) => toOrder(seed, index, at));
