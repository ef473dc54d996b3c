import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createUserDataProvider } from '../dataProvider';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { i18nProvider } from '../../i18n/provider';
import { PAY_METHOD } from '../../data/orders/codes';
import AlipayPage from './AlipayPage';
import { OrderPaymentPage } from './OrderPaymentPage';
import { setupDemoServer } from '../../../tests/support/server';
import { testServices as makeServices } from '../../../tests/support/services';
import { addOrder } from './renderPayment';

const server = setupDemoServer();

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderAt = (path: string) => {
    const services = testServices();
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={createUserDataProvider(services.http)}
                i18nProvider={i18nProvider}
                store={memoryStore()}
                queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
            >
                <Where />
                <Routes>
                    <Route path="/payment/order/:orderId" element={<OrderPaymentPage />} />
                    <Route path="/alipay/:outTradeNo/:totalAmount/:body" element={<AlipayPage />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
};

const testServices = () => {
    const services = makeServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    return services;
};

describe('the redirect channel (Alipay)', () => {
    it('the order page asks for the trade once, then opens /alipay/{outTradeNo}/{totalAmount}/{body}, which shows the code', async () => {
        const user = userEvent.setup();
        const order = addOrder({ buyPayable: 128_850, productInfo: '企业版 · 1年' });
        const starts: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (new URL(request.url).pathname.endsWith('app/pay/alipay')) starts.push(request.method);
        });
        renderAt(`/payment/order/${order.orderId}`);
        await user.click(await screen.findByRole('radio', { name: '支付宝' }));
        const pay = screen.getByTestId('redirect-pay');
        expect(pay.textContent).toBe('使用支付宝支付 ¥1,288.50');
        await user.dblClick(pay);
        const stored = getDemoDb().orders.find(row => row.orderId === order.orderId)!;
        await screen.findByText(stored.outTradeNo!);
        expect(screen.getByTestId('where').textContent).toBe(`/alipay/${stored.outTradeNo}/1288.50/${encodeURIComponent('企业版 · 1年')}`);
        expect(starts).toHaveLength(1);
        expect(stored.payType).toBe(PAY_METHOD.walletA);

        // the page: what is paid, and the channel's code polled like every online payment
        const details = screen.getByTestId('trade-details');
        // the order's own number, as the order list shows it, and the channel's trade number labelled as such
        expect(within(details).getByText('订单号').nextElementSibling?.textContent).toBe(order.orderId);
        expect(within(details).getByText('支付流水号').nextElementSibling?.textContent).toBe(stored.outTradeNo);
        expect(within(details).getByText('¥1,288.50')).toBeTruthy();
        expect(within(details).getByText('企业版 · 1年')).toBeTruthy();
        const qr = await screen.findByTestId('pay-qr');
        expect(qr.getAttribute('data-code-url')).toBe(`https://qr.alipay.com/${stored.outTradeNo}`);
        expect(screen.getByText('请使用支付宝扫码支付')).toBeTruthy();

        // "choose another method" goes back to the order
        await user.click(screen.getByRole('button', { name: '选择其他支付方式' }));
        expect(screen.getByTestId('where').textContent).toBe(`/payment/order/${order.orderId}`);
    });

    it('an unknown trade number: the load error with a retry, and nothing the address claims', async () => {
        renderAt(`/alipay/123/0.01/${encodeURIComponent('官方退款')}`);
        expect(await screen.findByText(/订单不存在/)).toBeTruthy();
        expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
        expect(document.body.textContent!.replace(screen.getByTestId('where').textContent!, '')).not.toMatch(/0\.01|官方退款/);
    });

    it("a crafted amount and item in the address: the page shows the server's", async () => {
        const user = userEvent.setup();
        const order = addOrder({ buyPayable: 128_850, productInfo: '企业版 · 1年' });
        renderAt(`/payment/order/${order.orderId}`);
        await user.click(await screen.findByRole('radio', { name: '支付宝' }));
        await user.click(screen.getByTestId('redirect-pay'));
        const stored = getDemoDb().orders.find(row => row.orderId === order.orderId)!;
        await screen.findByText(stored.outTradeNo!);
        cleanup();
        renderAt(`/alipay/${stored.outTradeNo}/0.01/${encodeURIComponent('官方退款')}`);
        const details = await screen.findByTestId('trade-details');
        expect(within(details).getByText('¥1,288.50')).toBeTruthy();
        expect(within(details).getByText('企业版 · 1年')).toBeTruthy();
        expect(document.body.textContent!.replace(screen.getByTestId('where').textContent!, '')).not.toMatch(/0\.01|官方退款/);
    });
});
