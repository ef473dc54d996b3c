import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { i18nProvider } from '../../i18n/provider';
import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';
import type { Services } from '../services';
import { createUserDataProvider } from './dataProvider';

const store = localStorageStore('1', 'dns-console.user');
const Home = () => <Navigate to="/dns/dashboard" replace />;

const UserApp = ({ services }: { services: Services }) => (
    <BrowserRouter>
        <Admin
            title="app.name"
            dataProvider={createUserDataProvider(services.http)}
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

export default UserApp;
