import { OrderListPage } from './OrderListPage';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';

/** The orders screen as the user app serves it at /finance/order/:path: the real provider, the demo backend answering. */
export const renderOrders = (token: string, path = '/finance/order/paid') =>
    renderUserRoute({ token, route: '/finance/order/:path', path, screen: <OrderListPage /> });
