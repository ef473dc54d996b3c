import { describe, expect, it } from 'vitest';
import { termEnd } from '../../data/plans/pricing';
import { formatDateTime, parseDateTime } from '../time';
import { settleOrder } from '../commerce/settle';
import { getDemoDb, saveDemoDb } from '../db';
import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD } from '../../data/orders/codes';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, user1, user2, type ListData } from '../../../tests/support/demoDns';

setupDemoServer();

interface PlanRow {
    id: number;
    productId: number;
    productName: string;
    effectStartTime: string;
    effectEndTime: string;
    domain: string;
    domainId: number;
    mode: number;
}

const plans = async (token: string, mode: number) =>
    (await call('app/product/GetUserConsumeList', { token, query: { mode, pagenum: 1, pagesize: 50 } })).data as {
        paid: ListData<PlanRow>;
        free: ListData<PlanRow>;
    };

const order = (orderId: string) => {
    const found = getDemoDb().orders.find(row => row.orderId === orderId);
    if (!found) throw new Error(`no order ${orderId}`);
    return found;
};

/** Pays an order as the payment routes do in the end: through settleOrder, the one place an order becomes paid. */
const pay = (orderId: string, now = new Date()) => {
    settleOrder(getDemoDb(), order(orderId), PAY_METHOD.balance, now);
    saveDemoDb();
};

/** The same date and time `years` calendar years later (pricing.ts termEnd, tested on its own). */
const yearsAfter = (from: string, years: number) => formatDateTime(termEnd(new Date(parseDateTime(from)), '1y', years));

describe('demo backend: the plan catalogue', () => {
    it('lists the products on sale by type, in catalogue order, with their features by id', async () => {
        const list = (await call('app/common/product/list', { json: { productType: 1 } })).data as ListData<{ id: number; productUnitPrice: number }>;
        expect(list.list.map(row => [row.id, row.productUnitPrice])).toEqual([
            [1, 0],
            [2, 68000],
            [3, 298000],
            [4, 598000],
        ]);
        const vas = (await call('app/common/product/list', { json: { productType: 3 } })).data as ListData<{ productUnit: string }>;
        expect(vas.list.length).toBe(3);
        expect(vas.list.every(row => row.productUnit === '1p')).toBe(true);
        const attrs = (await call('app/product/product/attr/object', { query: { productType: 1 } })).data as Record<string, unknown>;
        expect(attrs['3']).toEqual({ recordLimit: 3000, minTtl: 10, lineCount: 80, qps: 50000 });
        expect(attrs['6']).toBeUndefined(); // off the shelf
    });
});

describe('demo backend: plan orders', () => {
    it('creates a pending order priced server-side; paying it adds an unused plan from now', async () => {
        const token = await user1();
        const answer = await call('app/product/user/createorder', { token, json: { productId: 2, duration: 2, buyPayable: 1 } });
        expect(answer.code).toBe(1);
        const { orderId, buyPayable } = answer.data as { orderId: string; buyPayable: number };
        expect(orderId).toMatch(/^\d{18}$/);
        expect(buyPayable).toBe(136000);
        const created = order(orderId);
        expect(created).toMatchObject({ status: ORDER_STATUS.pending, goodsType: GOODS_TYPE.buy, buyPayable: 136000, buySum: 2, userId: 1 });
        expect(JSON.parse(created.orderExtra)).toMatchObject({ productId: 2, unit: '1y', duration: 2 });
        expect(parseDateTime(created.expireTime) - parseDateTime(created.createTime)).toBe(30 * 60_000);

        const before = (await plans(token, 2)).paid.totalCount;
        pay(orderId);
        const unused = (await plans(token, 2)).paid;
        expect(unused.totalCount).toBe(before + 1);
        const bought = unused.list.find(row => row.productName === '专业版');
        expect(bought).toMatchObject({ domainId: 0, mode: 2 });
        expect(bought!.effectEndTime).toBe(yearsAfter(bought!.effectStartTime, 2));
        // a second order gets another number
        const again = (await call('app/product/user/createorder', { token, json: { productId: 2, duration: 1 } })).data as { orderId: string };
        expect(again.orderId).not.toBe(orderId);
    });

    it('binds a bought plan to a domain at once when asked: in use', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.org');
        const { orderId } = (await call('app/product/user/createorder', { token, json: { productId: 3, duration: 1, domainId: zone.id } })).data as {
            orderId: string;
        };
        pay(orderId);
        expect((await plans(token, 1)).paid.list.find(row => row.domainId === zone.id)).toMatchObject({
            productName: '企业版',
            mode: 1,
            domain: 'example.org',
        });
    });

    it('refuses bad purchases with a msg', async () => {
        const token = await user1();
        const refuse = async (json: Record<string, unknown>) => (await call('app/product/user/createorder', { token, json })).msg;
        expect(await refuse({ productId: 2, duration: 4 })).toBe('请选择购买时长');
        expect(await refuse({ productId: 2 })).toBe('请选择购买时长');
        expect(await refuse({ productId: 6, duration: 1 })).toBe('该产品已下架');
        expect(await refuse({ productId: 99, duration: 1 })).toBe('产品不存在');
        expect(await refuse({ productId: 1, duration: 1 })).toBe('免费套餐无需购买');
        expect(await refuse({ productId: 7, duration: 0 })).toBe('购买数量不正确');
        const bigzone = await domainNamed(token, 'bigzone-example.com');
        expect(await refuse({ productId: 2, duration: 1, domainId: bigzone.id })).toBe('该域名不存在或已有使用中的套餐');
        expect((await call('app/product/user/createorder', { json: { productId: 2, duration: 1 } })).code).toBe(401);
    });

    it('renews for the chosen duration: the expiry moves from the current one, or from now when expired', async () => {
        const token = await user1();
        const inUse = (await plans(token, 1)).paid.list.find(row => row.id === 2)!;
        const answer = await call('app/product/user/renewal', { token, json: { consumeId: 2, duration: 3 } });
        const { orderId, buyPayable } = answer.data as { orderId: string; buyPayable: number };
        expect(buyPayable).toBe(204000);
        expect(order(orderId).goodsType).toBe(GOODS_TYPE.renew);
        pay(orderId);
        const renewed = (await plans(token, 1)).paid.list.find(row => row.id === 2)!;
        expect(renewed.effectEndTime).toBe(yearsAfter(inUse.effectEndTime, 3));

        const expired = (await plans(token, 3)).paid.list[0];
        const second = (await call('app/product/user/renewal', { token, json: { consumeId: expired.id, duration: 1 } })).data as { orderId: string };
        pay(second.orderId);
        const back = (await plans(token, 1)).paid.list.find(row => row.id === expired.id)!;
        expect(back.mode).toBe(1);
        expect(back.effectEndTime).toBe(yearsAfter(back.effectStartTime, 1));
        expect((await plans(token, 3)).paid.totalCount).toBe(0);

        const refuse = async (json: Record<string, unknown>) => (await call('app/product/user/renewal', { token, json })).msg;
        expect(await refuse({ consumeId: 2 })).toBe('请选择购买时长');
        expect(await refuse({ consumeId: 6, duration: 1 })).toBe('免费套餐无需续费');
        expect(await refuse({ consumeId: 8, duration: 1 })).toBe('套餐已失效，无法续费');
        expect((await call('app/product/user/renewal', { token: await user2(), json: { consumeId: 2, duration: 1 } })).msg).toBe('套餐不存在');
    });

    it('upgrades to a higher plan for the difference over the days left', async () => {
        const token = await user1();
        const answer = await call('app/product/user/up', { token, json: { consumeId: 2, productId: 3 } });
        const { orderId, buyPayable } = answer.data as { orderId: string; buyPayable: number };
        // 7 days left of 专业版 (680/yr) -> 企业版 (2980/yr): 230000 x 7 / 365 = 4410.9... -> 4411
        expect(buyPayable).toBe(4411);
        expect(order(orderId).goodsType).toBe(GOODS_TYPE.upgrade);
        pay(orderId);
        expect((await plans(token, 1)).paid.list.find(row => row.id === 2)).toMatchObject({ productName: '企业版', productId: 3 });
        expect((await call('app/product/user/up', { token, json: { consumeId: 1, productId: 2 } })).msg).toBe('请选择更高规格的套餐');
        expect((await call('app/product/user/up', { token, json: { consumeId: 5, productId: 4 } })).msg).toBe('只能升级使用中或未使用的套餐');
    });

    it('buys value-added services by quantity, added to a plan, listed once paid', async () => {
        const token = await user1();
        const answer = await call('app/product/user/createorder', { token, json: { productId: 7, duration: 3, consumeId: 1 } });
        const { orderId, buyPayable } = answer.data as { orderId: string; buyPayable: number };
        expect(buyPayable).toBe(6000);
        expect(order(orderId).goodsType).toBe(GOODS_TYPE.vas);
        const bought = async () => ((await call('app/product/user/vas/list', { token })).data as ListData<{ orderId: string }>).list;
        expect((await bought()).some(row => row.orderId === orderId)).toBe(false);
        pay(orderId);
        expect((await bought())[0]).toEqual(
            expect.objectContaining({ orderId, quantity: 3, consumeId: 1, domain: 'bigzone-example.com', productName: '记录扩展包（100条）' }),
        );
        // an HTTPDNS package is value-added goods too, by quantity
        const pack = (await call('app/product/user/createorder', { token, json: { productId: 5, duration: 2 } })).data as { orderId: string };
        expect(order(pack.orderId)).toMatchObject({ goodsType: GOODS_TYPE.vas, productInfo: 'HTTPDNS 100万次解析包 × 2', buyPayable: 2400 });
        expect((await call('app/product/user/createorder', { token, json: { productId: 7, duration: 1, consumeId: 5 } })).msg).toBe(
            '只能为使用中或未使用的套餐添加增值服务',
        );
    });
});

describe('demo backend: binding and deleting plans', () => {
    it('binds an unused plan to a domain without one, unbinds it, deletes only unused plans', async () => {
        const token = await user1();
        const zone = await domainNamed(token, 'example.org');
        const post = (path: string, json: Record<string, unknown>) => call(`app/product/user/${path}`, { token, json });
        expect((await post('bind', { consumeId: 4, domainId: zone.id })).code).toBe(1);
        expect((await plans(token, 1)).paid.list.find(row => row.id === 4)).toMatchObject({ domain: 'example.org', mode: 1 });
        expect((await post('bind', { consumeId: 4, domainId: zone.id })).msg).toBe('只能绑定未使用的套餐');
        expect((await post('bind', { consumeId: 9, domainId: zone.id })).msg).toBe('该域名不存在或已有使用中的套餐');
        expect((await post('delete', { ids: '4' })).msg).toBe('只能删除未使用的套餐');
        expect((await post('unbind', { consumeId: 4 })).code).toBe(1);
        expect((await plans(token, 2)).paid.list.find(row => row.id === 4)).toMatchObject({ domainId: 0, mode: 2 });
        expect((await post('unbind', { consumeId: 4 })).msg).toBe('该套餐未绑定域名');
        expect((await post('delete', { ids: '4' })).code).toBe(1);
        expect((await plans(token, 2)).paid.list.some(row => row.id === 4)).toBe(false);
        expect((await post('delete', { ids: '' })).msg).toBe('请选择要删除的套餐');
    });

    it('seeds plans in every mode for the demo user', async () => {
        const token = await user1();
        for (const mode of [1, 2, 3, 4]) {
            const { paid, free } = await plans(token, mode);
            expect(paid.totalCount + free.totalCount).toBeGreaterThan(0);
        }
    });
});
