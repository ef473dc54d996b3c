import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../../src/apps/user/dataProvider';
import { i18nProvider } from '../../../src/i18n/provider';
import { OrderListPage } from '../../../src/resources/orders/OrderListPage';
import { testServices } from '../../support/services';

const Where = () => {
    const location = useLocation();
    return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
};

/** The orders screen as the user app serves it at /finance/order/:path: the real provider, the demo backend answering. */
export const renderOrders = (token: string, path = '/finance/order/paid') => {
    const services = testServices('user');
    services.session.setToken(token);
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/finance/order/:path" element={<OrderListPage />} />
                    <Route path="*" element={<span />} />
                </Routes>
                <Where />
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
