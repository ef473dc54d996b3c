import { describe, expect, it } from 'vitest';
import { settleOrder } from '../commerce/settle';
import { getDemoDb } from '../db';
import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD } from '../../data/orders/codes';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const PATH = 'app/product/balance/recharge';
const setSwitch = (paramKey: string, status: number) => {
    const record = getDemoDb().sysConfigs.find(config => config.paramKey === paramKey);
    if (!record) throw new Error(`no ${paramKey} in the seed`);
    record.status = status;
};

describe('demo backend: balance recharge (designed: {amount (cents), payType})', () => {
    it('creates a pending recharge order (goodsType 30) expiring in 30 minutes; paying it credits the balance', async () => {
        const token = await loginUser();
        setSwitch('WXPAY_CONFIG_KEY', 1);
        const answer = await call(PATH, { token, json: { amount: 10_000, payType: PAY_METHOD.walletB } });
        expect(answer.code).toBe(1);
        const data = answer.data as { orderId: string; buyPayable: number; status: number; goodsType: number; expireTime: string };
        expect(data).toMatchObject({ buyPayable: 10_000, status: ORDER_STATUS.pending, goodsType: GOODS_TYPE.recharge });
        expect(data.orderId).toMatch(/^\d+$/);

        const db = getDemoDb();
        const order = db.orders.find(row => row.orderId === data.orderId)!;
        expect(order).toMatchObject({ userId: 1, productInfo: '余额充值', buyPayable: 10_000, status: ORDER_STATUS.pending });
        expect(order.payType).toBeUndefined();
        const minutes = (Date.parse(order.expireTime.replace(' ', 'T')) - Date.parse(order.createTime.replace(' ', 'T'))) / 60_000;
        expect(minutes).toBe(30);

        const user = db.users.find(row => row.userId === 1)!;
        const before = user.propertyBalance;
        settleOrder(db, order, PAY_METHOD.walletB, new Date());
        expect(user.propertyBalance).toBe(before + 10_000);
        expect(order).toMatchObject({ status: ORDER_STATUS.paid, payType: PAY_METHOD.walletB });
    });

    it('gives each order its own number', async () => {
        const token = await loginUser();
        const first = (await call(PATH, { token, json: { amount: 100, payType: PAY_METHOD.walletB } })).data as { orderId: string };
        const second = (await call(PATH, { token, json: { amount: 100, payType: PAY_METHOD.walletB } })).data as { orderId: string };
        expect(first.orderId).not.toBe(second.orderId);
    });

    it.each([
        [undefined, '请输入充值金额'],
        ['', '请输入充值金额'],
        ['abc', '请输入正确的金额'],
        [-100, '请输入正确的金额'],
        [1.5, '请输入正确的金额'],
        [99, '充值金额只能是整数'],
        [150, '充值金额只能是整数'],
        [0, '充值金额最低 1.00 元'],
    ])('refuses the amount %j: %s', async (amount, msg) => {
        const token = await loginUser();
        const before = getDemoDb().orders.length;
        expect(await call(PATH, { token, json: { amount, payType: PAY_METHOD.walletB } })).toEqual({ code: 500, msg });
        expect(getDemoDb().orders.length).toBe(before);
    });

    it('refuses a missing, unknown, balance or switched-off channel', async () => {
        const token = await loginUser();
        expect((await call(PATH, { token, json: { amount: 100 } })).msg).toBe('请选择支付方式');
        expect((await call(PATH, { token, json: { amount: 100, payType: 99 } })).msg).toBe('不支持的支付方式');
        expect((await call(PATH, { token, json: { amount: 100, payType: PAY_METHOD.balance } })).msg).toBe('余额充值不能使用余额支付');
        setSwitch('STRIPE_PAY_CONF', 0);
        expect((await call(PATH, { token, json: { amount: 100, payType: PAY_METHOD.bankCard } })).msg).toBe('该支付渠道已关闭，请联系管理员');
        setSwitch('STRIPE_PAY_CONF', 1);
        expect((await call(PATH, { token, json: { amount: 100, payType: PAY_METHOD.bankCard } })).code).toBe(1);
    });

    it('needs a user session', async () => {
        expect(await call(PATH, { json: { amount: 100, payType: PAY_METHOD.walletB } })).toEqual({ code: 401, msg: 'invalid token' });
    });
});
