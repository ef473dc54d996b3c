import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { getDemoDb } from '../../../demo/db';
import { GOODS_TYPE, ORDER_STATUS, PAY_METHOD } from '../../../data/orders/codes';
import { setupDemoServer } from '../../../../tests/support/server';
import { CHANNEL_KEYS, renderRecharge, setSwitch } from './renderRecharge';

setupDemoServer();

const custom = () => document.querySelector('[name="custom"]') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: '立即充值' });
const rechargeOrders = () => getDemoDb().orders.filter(order => order.goodsType === GOODS_TYPE.recharge && order.status === ORDER_STATUS.pending);
/** The picker has chosen its first channel: the button can be pressed. */
const ready = async () => waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));

describe('recharge', () => {
    it('shows the balance, the presets, the credited-within-five-minutes notice and the records', async () => {
        renderRecharge();
        expect((await screen.findByTestId('recharge-balance')).textContent).toBe('¥1,286.50');
        for (const yuan of [50, 100, 200, 500, 1000, 5000]) expect(screen.getByTestId(`preset-${yuan}`)).toBeTruthy();
        expect(screen.getByTestId('recharge-notice').textContent).toContain('5 分钟内到账');
        // the records: the user's recharge orders only, newest first
        const mine = getDemoDb().orders.filter(order => order.userId === 1);
        const recharges = mine.filter(order => order.goodsType === GOODS_TYPE.recharge).sort((a, b) => b.createTime.localeCompare(a.createTime));
        const other = mine.find(order => order.goodsType !== GOODS_TYPE.recharge);
        expect(recharges.length).toBeGreaterThan(0);
        const records = screen.getByTestId('recharge-records');
        await within(records).findByText(recharges[0].orderId);
        if (other) expect(within(records).queryByText(other.orderId)).toBeNull();
    });

    it('says what to do when there is no recharge yet', async () => {
        getDemoDb().orders = getDemoDb().orders.filter(order => order.goodsType !== GOODS_TYPE.recharge);
        renderRecharge();
        await within(screen.getByTestId('recharge-records')).findByText('暂无充值记录');
    });

    it('asks for an amount when none is chosen or entered, at the field, and sends nothing', async () => {
        renderRecharge();
        await ready();
        const before = rechargeOrders().length;
        fireEvent.click(submit());
        await screen.findByText('请选择或输入充值金额');
        expect(rechargeOrders().length).toBe(before);
        // a preset clears the error and the amount to pay shows
        fireEvent.click(screen.getByTestId('preset-200'));
        await waitFor(() => expect(screen.queryByText('请选择或输入充值金额')).toBeNull());
        expect(screen.getByTestId('recharge-to-pay').textContent).toBe('应付金额：¥200.00');
    });

    it('refuses a custom 0.5 at the field, keeping what was typed; 0.99 and 0 too', async () => {
        renderRecharge();
        await ready();
        fireEvent.change(custom(), { target: { value: '0.5' } });
        fireEvent.click(submit());
        await screen.findByText('充值金额只能是整数');
        expect(custom().value).toBe('0.5');
        fireEvent.change(custom(), { target: { value: '0' } });
        fireEvent.click(submit());
        await screen.findByText('充值金额最低 1.00 元');
        expect(rechargeOrders()).toHaveLength(0);
    });

    it('says 0 at the field as soon as it is left, before any press', async () => {
        renderRecharge();
        await ready();
        fireEvent.focus(custom());
        fireEvent.change(custom(), { target: { value: '0' } });
        fireEvent.blur(custom());
        await screen.findByText('充值金额最低 1.00 元');
        expect(rechargeOrders()).toHaveLength(0);
    });

    it('coming from an order the balance is short of, the amount covering it is filled in and said', async () => {
        renderRecharge('/finance/recharge?short=71350');
        await ready();
        expect(custom().value).toBe('714');
        expect(screen.getByTestId('recharge-shortfall').textContent).toBe('订单还差 ¥713.50，已填入 ¥714.00（按整元向上取整），可修改。');
        expect(screen.getByTestId('recharge-to-pay').textContent).toBe('应付金额：¥714.00');
    });

    it('says why the button waits when no channel is chosen', async () => {
        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        renderRecharge();
        await screen.findByText('当前没有开放的在线支付渠道，请联系管理员。');
        expect(submit().getAttribute('aria-describedby')).toBe('recharge-submit-why');
        expect(screen.getByTestId('recharge-submit-why').textContent).toBe('需先在上方选择支付方式才能充值');
    });

    describe('in English', () => {
        afterEach(() => i18nProvider.changeLocale('cn'));

        it('says the shortfall and 0 at the field', async () => {
            await i18nProvider.changeLocale('en');
            renderRecharge('/finance/recharge?short=1');
            await waitFor(() => expect(custom().value).toBe('1'));
            expect(screen.getByTestId('recharge-shortfall').textContent).toBe(
                'The order is ¥0.01 short: ¥1.00 is filled in (whole yuan, rounded up). You can change it.',
            );
            fireEvent.focus(custom());
            fireEvent.change(custom(), { target: { value: '0' } });
            fireEvent.blur(custom());
            await screen.findByText('The minimum is 1.00');
        });
    });

    it('offers only the online channels switched on (never the balance); none on: contact the administrator', async () => {
        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        setSwitch('WXPAY_CONFIG_KEY', 1);
        setSwitch('STRIPE_PAY_CONF', 1);
        const view = renderRecharge();
        const picker = await screen.findByTestId('channel-picker');
        await within(picker).findByLabelText('微信支付');
        expect(within(picker).getByLabelText('银行卡支付')).toBeTruthy();
        expect(within(picker).queryByLabelText('余额支付')).toBeNull();
        expect(within(picker).queryByLabelText('支付宝')).toBeNull();
        expect(within(picker).queryByLabelText('通联支付')).toBeNull();
        view.unmount();

        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        renderRecharge();
        await screen.findByText('当前没有开放的在线支付渠道，请联系管理员。');
        expect((submit() as HTMLButtonElement).disabled).toBe(true);
    });

    it('shows the server refusal and keeps the amount (a channel switched off after the page loaded)', async () => {
        renderRecharge();
        await ready();
        setSwitch('WXPAY_CONFIG_KEY', 0);
        fireEvent.change(custom(), { target: { value: '88' } });
        fireEvent.click(submit());
        await screen.findByText('该支付渠道已关闭，请联系管理员');
        expect(custom().value).toBe('88');
        expect(screen.queryByTestId('channel-payment')).toBeNull();
    });

    it('creates one recharge order, shows its code, and on payment the new balance', async () => {
        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        setSwitch('WXPAY_CONFIG_KEY', 1);
        const user = getDemoDb().users.find(row => row.userId === 1)!;
        const before = user.propertyBalance;
        renderRecharge();
        await ready();
        fireEvent.change(custom(), { target: { value: '300' } });
        fireEvent.click(submit());
        fireEvent.click(submit());
        await screen.findByTestId('pay-qr');
        expect(screen.getByTestId('pay-amount').textContent).toBe('¥300.00');
        const orders = rechargeOrders();
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({ buyPayable: 30_000, payType: PAY_METHOD.walletB, userId: 1 });

        // the demo channel reports the payment a few seconds after it started: make that now
        orders[0].payStartedAt = Date.now() - 60_000;
        await screen.findByText('充值成功', undefined, { timeout: 8000 });
        expect(user.propertyBalance).toBe(before + 30_000);
        await waitFor(() => expect(screen.getByTestId('recharge-balance').textContent).toBe('¥1,586.50'));
        expect(screen.getByTestId('recharge-new-balance').textContent).toBe('当前余额：¥1,586.50');
        await within(screen.getByTestId('recharge-records')).findByText(orders[0].orderId);

        fireEvent.click(screen.getByRole('button', { name: '继续充值' }));
        await screen.findByTestId('preset-50');
    }, 20_000);

    it('resumes the payment in progress after a reload rather than creating another order', async () => {
        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        setSwitch('WXPAY_CONFIG_KEY', 1);
        const view = renderRecharge();
        await ready();
        fireEvent.click(screen.getByTestId('preset-50'));
        fireEvent.click(submit());
        const code = (await screen.findByTestId('pay-qr')).getAttribute('data-code-url');
        const [order] = rechargeOrders();
        view.unmount();

        renderRecharge(`/finance/recharge?orderId=${order.orderId}&method=${PAY_METHOD.walletB}`);
        expect((await screen.findByTestId('pay-qr')).getAttribute('data-code-url')).toBe(code);
        expect(rechargeOrders()).toHaveLength(1);
    }, 20_000);

    it('pays through the Alipay page when the redirect channel is chosen', async () => {
        for (const key of CHANNEL_KEYS) setSwitch(key, 0);
        setSwitch('ALIPAY_CONFIG_KEY', 1);
        renderRecharge();
        await ready();
        fireEvent.click(screen.getByTestId('preset-500'));
        fireEvent.click(submit());
        const landed = await screen.findByTestId('landed');
        const [order] = rechargeOrders();
        expect(order).toMatchObject({ buyPayable: 50_000, payType: PAY_METHOD.walletA });
        expect(landed.textContent).toBe(`/alipay/${order.outTradeNo}/500.00/${encodeURIComponent('余额充值')}`);
    }, 20_000);
});
