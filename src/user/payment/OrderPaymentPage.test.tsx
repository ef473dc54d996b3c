import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts';
import { getDemoDb } from '../../demo/db';
import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD } from '../../data/orders/codes';
import { setupDemoServer } from '../../../tests/support/server';
import { addOrder, ONLINE_SWITCHES, renderOrderPage, setSwitch } from './renderPayment';

const server = setupDemoServer();

/** Counts the requests to a path while the test runs. */
const countRequests = (path: string) => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith(path)) seen.push(request.method);
    });
    return seen;
};

const radios = async () => (await screen.findAllByRole('radio')).map(radio => radio.closest('label')?.textContent ?? '');

describe('OrderPaymentPage', () => {
    it('shows the order: goods, type, amount, status and the time left; the balance with the current amount', async () => {
        const order = addOrder({ buyPayable: 123_456 });
        renderOrderPage(order.orderId);
        expect(await screen.findByText(`订单 ${order.orderId}`)).toBeTruthy();
        expect(screen.getByTestId('order-goods').textContent).toBe(order.productInfo);
        expect(screen.getByTestId('order-amount').textContent).toBe('¥1,234.56');
        expect(screen.getByTestId('order-status').textContent).toBe('待支付');
        expect(screen.getByText('增值服务')).toBeTruthy();
        expect(screen.getByTestId('pay-countdown').textContent).toMatch(/剩余支付时间：\d:\d\d:\d\d/);
        expect((await screen.findByTestId('wallet-balance')).textContent).toBe('可用余额：¥1,286.50');
    });

    it('a plan order says how long it runs (not a quantity) and which domain the plan serves', async () => {
        const order = addOrder({
            goodsType: GOODS_TYPE.buy,
            productInfo: '专业版 · 2年',
            buySum: 2,
            buyPayable: 136_000,
            orderExtra: JSON.stringify({
                productId: 2,
                productName: '专业版',
                productUnitPrice: 68_000,
                unit: '1y',
                duration: 2,
                domainId: 1,
                domain: 'example.com',
            }),
        });
        renderOrderPage(order.orderId);
        expect((await screen.findByTestId('order-term')).textContent).toBe('2 年');
        expect(screen.getByText('时长')).toBeTruthy();
        expect(screen.queryByText('数量')).toBeNull();
        expect(screen.getByTestId('order-domain').textContent).toBe('example.com');
    });

    it('offers the balance and only the channels whose switch is on (seed: WeChat Pay and Alipay)', async () => {
        const order = addOrder();
        renderOrderPage(order.orderId);
        expect(await radios()).toEqual(['余额支付', '微信支付', '支付宝']);
        expect(screen.queryByTestId('channels-none')).toBeNull();
    });

    it('a switched-off channel is not offered; one switched on is', async () => {
        setSwitch('WXPAY_CONFIG_KEY', 0);
        setSwitch('TOKEN_PAY_CONF', 1);
        const order = addOrder();
        renderOrderPage(order.orderId);
        expect(await radios()).toEqual(['余额支付', '支付宝', '加密货币支付']);
    });

    it('no online channel on: the balance and "contact the administrator"; for a recharge only the message', async () => {
        ONLINE_SWITCHES.forEach(key => setSwitch(key, 0));
        const order = addOrder();
        const view = renderOrderPage(order.orderId);
        expect(await radios()).toEqual(['余额支付']);
        expect(screen.getByTestId('channels-none').textContent).toBe('当前没有开放的在线支付渠道，请联系管理员。');
        view.unmount();

        const recharge = addOrder({ goodsType: GOODS_TYPE.recharge, productInfo: '余额充值', orderExtra: '{}' });
        renderOrderPage(recharge.orderId);
        expect((await screen.findByTestId('channels-none')).textContent).toContain('请联系管理员');
        expect(screen.queryAllByRole('radio')).toHaveLength(0);
    });

    it('balance payment: a double click sends one request; the order turns paid and the balance drops', async () => {
        const user = userEvent.setup();
        const order = addOrder();
        const before = getDemoDb().users[0].propertyBalance;
        const requests = countRequests('app/pay/balancePay');
        renderOrderPage(order.orderId);
        const password = await screen.findByLabelText(/支付密码/);
        await user.type(password, DEMO_ACCOUNTS.user.payPassword);
        const pay = screen.getByTestId('balance-pay');
        expect(pay.textContent).toBe('支付 ¥12.00');
        await user.dblClick(pay);
        expect(await screen.findByText('支付成功')).toBeTruthy();
        expect(requests).toHaveLength(1);
        expect(getDemoDb().users[0].propertyBalance).toBe(before - 1200);
        await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('已支付'));
        expect(within(screen.getByTestId('payment-result')).getByRole('link', { name: '我的套餐' }).getAttribute('href')).toBe('/plan/own/1');
    });

    it('a wrong password: the server msg shows and the password stays typed', async () => {
        const user = userEvent.setup();
        const order = addOrder();
        renderOrderPage(order.orderId);
        const password = await screen.findByLabelText(/支付密码/);
        await user.type(password, '999999');
        await user.click(screen.getByTestId('balance-pay'));
        expect(await screen.findByText('支付密码错误')).toBeTruthy();
        expect((password as HTMLInputElement).value).toBe('999999');
        expect((password as HTMLInputElement).type).toBe('password');
        await waitFor(() => expect((screen.getByTestId('balance-pay') as HTMLButtonElement).disabled).toBe(false));
        expect(getDemoDb().orders.find(row => row.orderId === order.orderId)!.status).toBe(ORDER_STATUS.pending);
    });

    it('not enough balance: says what is missing, links to recharge, the pay button is disabled', async () => {
        const order = addOrder({ buyPayable: 200_000 });
        renderOrderPage(order.orderId);
        const short = await screen.findByTestId('balance-short');
        expect(short.textContent).toContain('还差 ¥713.50');
        expect(within(short).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/finance/recharge?short=71350');
        expect((screen.getByTestId('balance-pay') as HTMLButtonElement).disabled).toBe(true);
    });

    it('no payment password set: a message and a link to the account info instead of the form', async () => {
        getDemoDb().users[0].payPassword = '';
        const order = addOrder();
        renderOrderPage(order.orderId);
        const notice = await screen.findByTestId('no-pay-password');
        expect(within(notice).getByRole('link', { name: '设置支付密码' }).getAttribute('href')).toBe('/account/info');
        expect(screen.queryByTestId('balance-pay')).toBeNull();
    });

    it('a QR channel: one start request, the code with the amount and channel name', async () => {
        const user = userEvent.setup();
        const order = addOrder();
        const starts = countRequests('app/pay/wechatPay');
        renderOrderPage(order.orderId);
        await user.click(await screen.findByRole('radio', { name: '微信支付' }));
        const pay = screen.getByTestId('qr-pay');
        fireEvent.click(pay);
        fireEvent.click(pay);
        const qr = await screen.findByTestId('pay-qr');
        expect(qr.getAttribute('data-code-url')).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\d+$/);
        expect(screen.getByText('请使用微信支付扫码支付')).toBeTruthy();
        expect(screen.getByTestId('pay-amount').textContent).toBe('¥12.00');
        expect(starts).toHaveLength(1);
        expect(getDemoDb().orders.find(row => row.orderId === order.orderId)!.payType).toBe(PAY_METHOD.walletB);
    });

    it('a reload resumes the online payment in progress without starting another', async () => {
        const order = addOrder({ payType: PAY_METHOD.walletB, outTradeNo: '17000000000001234', payStartedAt: Date.now() });
        const starts = countRequests('app/pay/wechatPay');
        renderOrderPage(order.orderId);
        const qr = await screen.findByTestId('pay-qr');
        expect(qr.getAttribute('data-code-url')).toBe('weixin://wxpay/bizpayurl?pr=17000000000001234');
        expect(starts).toHaveLength(0);
    });

    it('a paid order shows the result; an expired one says so with a way to order again', async () => {
        const paid = addOrder({ status: ORDER_STATUS.paid, payType: PAY_METHOD.balance, payTime: '2024-05-01 10:00:00' });
        const view = renderOrderPage(paid.orderId);
        expect(await screen.findByText('支付成功')).toBeTruthy();
        expect(screen.queryAllByRole('radio')).toHaveLength(0);
        view.unmount();

        const expired = addOrder({ expireTime: '2020-01-01 00:00:00' });
        renderOrderPage(expired.orderId);
        expect(await screen.findByText('订单已过期')).toBeTruthy();
        expect(screen.getByRole('link', { name: '购买套餐' }).getAttribute('href')).toBe('/plan/vas');
    });
});

describe('ChannelPayment polling', () => {
    it('the QR turns into the success page once the backend reports the payment paid', async () => {
        const order = addOrder({ payType: PAY_METHOD.walletB, outTradeNo: '17000000000005678', payStartedAt: Date.now() });
        renderOrderPage(order.orderId);
        await screen.findByTestId('pay-qr');
        // the channel reports it paid: the next read (2 s later) settles it
        getDemoDb().orders.find(row => row.orderId === order.orderId)!.payStartedAt = Date.now() - 60_000;
        expect(await screen.findByText('支付成功', undefined, { timeout: 6000 })).toBeTruthy();
        expect(screen.queryByTestId('pay-qr')).toBeNull();
        expect(getDemoDb().orders.find(row => row.orderId === order.orderId)!.status).toBe(ORDER_STATUS.paid);
    });
});
