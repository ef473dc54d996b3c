import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../dataProvider';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { OrderPaymentPage } from './OrderPaymentPage';
import { i18nProvider } from '../../i18n/provider';
import { testServices } from '../../../tests/support/services';

const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{location.pathname}</div>;
};

export { addDemoOrder as addOrder } from '../../../tests/support/demoOrders';

/** Sets a web config channel switch (a system parameter's status) in the demo database. */
export const setSwitch = (paramKey: string, status: number) => {
    getDemoDb().sysConfigs.find(config => config.paramKey === paramKey)!.status = status;
};

export const ONLINE_SWITCHES = ['WXPAY_CONFIG_KEY', 'ALIPAY_CONFIG_KEY', 'ALLINPAY_PAY_CONF', 'STRIPE_PAY_CONF', 'TOKEN_PAY_CONF', 'CCCYUN_PAY_CONF'];

/** The order page as the user app runs it: the real provider and HTTP client, the demo backend answering (msw). */
export const renderOrderPage = (orderId: string) => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter initialEntries={[`/payment/order/${orderId}`]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Routes>
                    <Route path="/payment/order/:orderId" element={<OrderPaymentPage />} />
                    <Route path="*" element={<Landed />} />
                </Routes>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
