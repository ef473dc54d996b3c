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
import { messages } from '../../resources/messages';
import type { Services } from '../services';
import { createUserDataProvider } from './dataProvider';

const store = createConsoleStore('user');
const Home = () => <Navigate to="/dns/dashboard" replace />;

const UserApp = ({ services }: { services: Services }) => {
    const authProvider = useMemo(() => createAuthProvider(services), [services]);
    const dataProvider = useMemo(() => createUserDataProvider(services.http), [services]);
    const auth = useMemo(() => createAuthPages(services), [services]);
    const layout = useMemo(() => createConsoleLayout(services.session), [services]);
    return (
        <BrowserRouter basename={routerBasename('user') || undefined}>
            <Admin
                title={<AppTitle i18nKey="app.name" />}
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
                {/* open pages (register, forget, ...): no layout, no sign-in */}
                <CustomRoutes noLayout>{auth.routes}</CustomRoutes>
                <CustomRoutes>
                    <Route path="/console" element={<Navigate to="/dns/dashboard" replace />} />
                    <Route path="/dns/dashboard" element={<PlaceholderPage feature="menu.dashboard" />} />
                </CustomRoutes>
                {/* resources: <Resource name="..." {...resource} /> */}
                <Resource {...messages} />
            </Admin>
        </BrowserRouter>
    );
};

export default UserApp;
