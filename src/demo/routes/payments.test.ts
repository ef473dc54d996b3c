import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SECOND_USER } from '../accounts';
import { getDemoDb } from '../db';
import { SETTLE_AFTER_MS } from '../commerce/lifecycle';
import { formatDateTime } from '../time';
import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD } from '../../data/orders/codes';
import { addDemoOrder as addOrder } from '../../../tests/support/demoOrders';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();
afterEach(() => {
    vi.useRealTimers();
});

const setSwitch = (paramKey: string, status: number) => {
    const record = getDemoDb().sysConfigs.find(config => config.paramKey === paramKey)!;
    record.status = status;
};

const balanceOf = (userId = 1) => getDemoDb().users.find(user => user.userId === userId)!.propertyBalance;
const result = async (token: string, orderId: string) =>
    (await call('app/pay/queryPayResout', { token, query: { orderId } })) as { code: number; msg: string; data: Record<string, unknown> };

describe('demo backend: pay', () => {
    it('queryPayResout answers the known fields and the designed ones, for the own orders only', async () => {
        const token = await loginUser();
        const order = addOrder();
        const answer = await result(token, order.orderId);
        expect(answer.code).toBe(1);
        expect(answer.data).toMatchObject({
            orderId: order.orderId,
            goodsType: GOODS_TYPE.vas,
            buyPayable: 1200,
            buySum: 1,
            productInfo: order.productInfo,
            status: ORDER_STATUS.pending,
            expireTime: order.expireTime,
            payType: null,
            outTradeNo: null,
            codeUrl: null,
        });
        expect(typeof answer.data.orderExtra).toBe('string');

        const other = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect(await result(other, order.orderId)).toMatchObject({ code: 500, msg: '订单不存在' });
    });

    it('an unpaid order past its expiry reads as expired and can no longer be paid', async () => {
        const token = await loginUser();
        const order = addOrder({ expireTime: formatDateTime(new Date(Date.now() - 1000)) });
        expect((await result(token, order.orderId)).data.status).toBe(ORDER_STATUS.expired);
        const pay = await call('app/pay/balancePay', { token, json: { orderId: order.orderId, payPassword: DEMO_ACCOUNTS.user.payPassword } });
        expect(pay).toMatchObject({ code: 500, msg: '订单已过期，请重新下单' });
    });

    it('balancePay takes the balance down by the amount and settles the order', async () => {
        const token = await loginUser();
        const order = addOrder();
        const before = balanceOf();
        const wallet = await call('app/pay/wallet', { token });
        expect(wallet.data).toEqual({ balance: before, payPasswordSet: true });

        const pay = await call('app/pay/balancePay', { token, json: { orderId: order.orderId, payPassword: DEMO_ACCOUNTS.user.payPassword } });
        expect(pay.code).toBe(1);
        expect(pay.data).toMatchObject({ orderId: order.orderId, status: ORDER_STATUS.paid, payType: PAY_METHOD.balance });
        expect(balanceOf()).toBe(before - 1200);
        expect((await result(token, order.orderId)).data).toMatchObject({ status: ORDER_STATUS.paid, payType: PAY_METHOD.balance });

        // paying again is refused, and nothing more is taken
        const again = await call('app/pay/balancePay', { token, json: { orderId: order.orderId, payPassword: DEMO_ACCOUNTS.user.payPassword } });
        expect(again).toMatchObject({ code: 500, msg: '订单已支付，请勿重复支付' });
        expect(balanceOf()).toBe(before - 1200);
    });

    it('balancePay refuses a wrong or missing password, a short balance, no pay password set, a recharge order', async () => {
        const token = await loginUser();
        const order = addOrder();
        const before = balanceOf();
        const pay = (orderId: string, payPassword: string) => call('app/pay/balancePay', { token, json: { orderId, payPassword } });

        expect(await pay(order.orderId, 'wrong')).toMatchObject({ code: 500, msg: '支付密码错误' });
        expect(await pay(order.orderId, '')).toMatchObject({ code: 500, msg: '请输入支付密码' });
        const big = addOrder({ buyPayable: before + 1 });
        expect(await pay(big.orderId, DEMO_ACCOUNTS.user.payPassword)).toMatchObject({ code: 500, msg: '余额不足，请先充值' });
        const recharge = addOrder({ goodsType: GOODS_TYPE.recharge, productInfo: '余额充值', orderExtra: '{}' });
        expect(await pay(recharge.orderId, DEMO_ACCOUNTS.user.payPassword)).toMatchObject({ code: 500, msg: '充值订单不能使用余额支付' });
        expect(balanceOf()).toBe(before);
        expect(getDemoDb().orders.find(row => row.orderId === order.orderId)!.status).toBe(ORDER_STATUS.pending);

        getDemoDb().users.find(user => user.userId === 1)!.payPassword = '';
        expect((await call('app/pay/wallet', { token })).data).toMatchObject({ payPasswordSet: false });
        expect(await pay(order.orderId, '123456')).toMatchObject({ code: 500, msg: '您还没有设置支付密码，请先在账号信息中设置' });
    });

    it('an online channel answers a code, the same one again on a second start, and is refused when switched off', async () => {
        const token = await loginUser();
        const order = addOrder();
        const first = await call('app/pay/wechatPay', { token, json: { orderId: order.orderId } });
        expect(first.code).toBe(1);
        const started = first.data as { outTradeNo: string; codeUrl: string; payType: number };
        expect(started).toMatchObject({ orderId: order.orderId, payType: PAY_METHOD.walletB });
        expect(started.codeUrl).toContain(started.outTradeNo);
        const second = await call('app/pay/wechatPay', { token, json: { orderId: order.orderId } });
        expect(second.data).toEqual(first.data);
        expect((await result(token, order.orderId)).data).toMatchObject({
            payType: PAY_METHOD.walletB,
            outTradeNo: started.outTradeNo,
            codeUrl: started.codeUrl,
        });

        setSwitch('WXPAY_CONFIG_KEY', 0);
        const off = await call('app/pay/wechatPay', { token, json: { orderId: addOrder().orderId } });
        expect(off).toMatchObject({ code: 500, msg: '该支付渠道已关闭，请联系管理员' });
        // seeded off
        expect(await call('app/pay/stripePay', { token, json: { orderId: order.orderId } })).toMatchObject({
            code: 500,
            msg: '该支付渠道已关闭，请联系管理员',
        });
        setSwitch('STRIPE_PAY_CONF', 1);
        expect((await call('app/pay/stripePay', { token, json: { orderId: order.orderId } })).data).toMatchObject({ payType: PAY_METHOD.bankCard });
    });

    it('the channel reports an online payment paid a few seconds after it started: the next read settles it', async () => {
        const token = await loginUser();
        const order = addOrder({ goodsType: GOODS_TYPE.recharge, productInfo: '余额充值', buyPayable: 10_000, orderExtra: '{}' });
        const before = balanceOf();
        await call('app/pay/wechatPay', { token, json: { orderId: order.orderId } });
        expect((await result(token, order.orderId)).data.status).toBe(ORDER_STATUS.pending);

        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + SETTLE_AFTER_MS + 100);
        const paid = await result(token, order.orderId);
        expect(paid.data).toMatchObject({ status: ORDER_STATUS.paid, payType: PAY_METHOD.walletB, codeUrl: null });
        // a recharge credits the balance (settleOrder)
        expect(balanceOf()).toBe(before + 10_000);
    });

    it('alipay answers the trade, the amount in yuan and the item; the trade number finds the order', async () => {
        const token = await loginUser();
        const order = addOrder({ buyPayable: 128_850, productInfo: '企业版 · 1年' });
        const answer = await call('app/pay/alipay', { token, json: { orderId: order.orderId } });
        expect(answer.code).toBe(1);
        const data = answer.data as { outTradeNo: string; totalAmount: string; body: string };
        expect(data).toMatchObject({ totalAmount: '1288.50', body: '企业版 · 1年' });
        const byTrade = await call('app/pay/queryPayResout', { token, query: { outTradeNo: data.outTradeNo } });
        expect(byTrade.data).toMatchObject({ orderId: order.orderId, payType: PAY_METHOD.walletA, status: ORDER_STATUS.pending });

        setSwitch('ALIPAY_CONFIG_KEY', 0);
        expect(await call('app/pay/alipay', { token, json: { orderId: addOrder().orderId } })).toMatchObject({
            code: 500,
            msg: '该支付渠道已关闭，请联系管理员',
        });
    });

    it('answers 401 without a session', async () => {
        expect(await call('app/pay/queryPayResout', { query: { orderId: '1' } })).toMatchObject({ code: 401 });
    });
});
