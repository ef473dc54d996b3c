import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { i18nProvider } from '../../i18n/provider';
import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';
import type { Services } from '../services';
import { createAdminDataProvider } from './dataProvider';

const store = localStorageStore('1', 'dns-console.admin');
const Home = () => <Navigate to="/dns/dashboard" replace />;

const AdminApp = ({ services }: { services: Services }) => (
    <BrowserRouter basename="/admin">
        <Admin
            title="app.adminName"
            dataProvider={createAdminDataProvider(services.http)}
            i18nProvider={i18nProvider}
            store={store}
            dashboard={Home}
            disableTelemetry
        >
            <CustomRoutes>
                <Route path="/console" element={<Navigate to="/dns/dashboard" replace />} />
                <Route path="/dns/dashboard" element={<PlaceholderPage feature="menu.dashboard" />} />
            </CustomRoutes>
        </Admin>
    </BrowserRouter>
);

export default AdminApp;
