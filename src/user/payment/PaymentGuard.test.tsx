import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { AlipayRoute } from './PaymentGuard';
import { Where } from '../../../tests/support/guardHarness';
import { MemoryDataRouter } from '../../../tests/support/MemoryDataRouter';

const handle: { navigate?: NavigateFunction } = {};
const Navigator = () => {
    const navigate = useNavigate();
    useEffect(() => {
        handle.navigate = navigate;
    }, [navigate]);
    return null;
};
const navigate = (to: string) => handle.navigate!(to);

const renderApp = (initial: string) =>
    render(
        <MemoryDataRouter initialEntries={[initial]}>
            <AdminContext dataProvider={paidTrade} i18nProvider={i18nProvider} store={memoryStore()}>
                <Navigator />
                <Where />
                <Suspense fallback={<p>loading</p>}>
                    <Routes>
                        <Route path="/alipay/:outTradeNo/:totalAmount/:body" element={<AlipayRoute />} />
                        <Route path="*" element={<p>some page</p>} />
                    </Routes>
                </Suspense>
            </AdminContext>
        </MemoryDataRouter>,
    );

/** The payment calls the page makes: the trade is found, and already paid. */
const paidTrade = {
    getPayOrderByTrade: (outTradeNo: string) =>
        Promise.resolve({
            orderId: '202411230001',
            outTradeNo,
            goodsType: 10,
            buyPayable: 128850,
            buySum: 1,
            orderExtra: '{}',
            productInfo: '套餐购买',
            status: 14,
        }),
} as unknown as DataProvider;

const ALIPAY = '/alipay/T20240001/1288.5/%E5%A5%97%E9%A4%90%E8%B4%AD%E4%B9%B0';

describe('PaymentGuard / AlipayRoute', () => {
    it("a direct load opens the payment page: the server's trade number, amount and item, the payment", async () => {
        renderApp(ALIPAY);
        expect(await screen.findByText('T20240001')).toBeTruthy();
        expect(screen.getByText('¥1,288.50')).toBeTruthy();
        expect(screen.getByText('套餐购买')).toBeTruthy();
        expect(await screen.findByText('支付成功')).toBeTruthy();
    });

    it.each(['/finance/recharge', '/payment/order/42', '/account/verification'])('entered from %s: allowed', async from => {
        renderApp(from);
        await act(async () => navigate(ALIPAY));
        expect(await screen.findByText('T20240001')).toBeTruthy();
        expect(screen.getByTestId('where').textContent).toBe(ALIPAY);
    });

    it('entered from the dashboard: cancelled, the user stays on the dashboard (history replaced, not pushed)', async () => {
        renderApp('/dns/dashboard?tab=1');
        await act(async () => navigate(ALIPAY));
        expect(screen.getByTestId('where').textContent).toBe('/dns/dashboard?tab=1');
        expect(screen.queryByText('T20240001')).toBeNull();
        // a second attempt from the same place is cancelled too
        await act(async () => navigate(ALIPAY));
        expect(screen.getByTestId('where').textContent).toBe('/dns/dashboard?tab=1');
        // and going on from there works as usual
        await act(async () => navigate('/finance/recharge'));
        await act(async () => navigate(ALIPAY));
        expect(await screen.findByText('T20240001')).toBeTruthy();
    });
});
