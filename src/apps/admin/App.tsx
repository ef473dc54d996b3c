import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../../authProvider/authProvider';
import { routerBasename } from '../../authProvider/routeGuard';
import { createAuthPages } from '../../customRoutes/login';
import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';
import { i18nProvider } from '../../i18n/provider';
import { AppTitle } from '../../layout/AppTitle';
import { createConsoleLayout } from '../../layout/Layout';
import { createConsoleStore } from '../../layout/store';
import { lightTheme } from '../../layout/theme';
import { sysConfig } from '../../resources/sysConfig';
import { lazyNamed } from '../../routes/lazyScreen';
import type { Services } from '../services';
import { createAdminDataProvider } from './dataProvider';

const store = createConsoleStore('admin');
const RecursivePage = lazyNamed(() => import('../../customRoutes/recursive/RecursivePage'), 'RecursivePage');
const Home = () => <Navigate to="/dns/dashboard" replace />;

const AdminApp = ({ services }: { services: Services }) => {
    const authProvider = useMemo(() => createAuthProvider(services), [services]);
    const dataProvider = useMemo(() => createAdminDataProvider(services.http), [services]);
    const auth = useMemo(() => createAuthPages(services), [services]);
    const layout = useMemo(() => createConsoleLayout(services.session), [services]);
    return (
        <BrowserRouter basename={routerBasename('admin')}>
            <Admin
                title={<AppTitle i18nKey="app.adminName" />}
                authProvider={authProvider}
                loginPage={auth.loginPage}
                layout={layout}
                theme={lightTheme}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={store}
                dashboard={Home}
                disableTelemetry
            >
                <CustomRoutes>
                    <Route path="/console" element={<Navigate to="/dns/dashboard" replace />} />
                    <Route path="/dns/dashboard" element={<PlaceholderPage feature="menu.dashboard" />} />
                    <Route path="/dns/recursive" element={<RecursivePage />} />
                </CustomRoutes>
                {/* resources: <Resource name="..." {...resource} /> */}
                <Resource {...sysConfig} />
                <Resource name="recursiveSegments" />
            </Admin>
        </BrowserRouter>
    );
};

export default AdminApp;
