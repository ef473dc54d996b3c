import { useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, localStorageStore, useDataProvider } from 'react-admin';
import { BrowserRouter, Route, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../../src/apps/user/dataProvider';
import { createAdminDataProvider } from '../../../src/apps/admin/dataProvider';
import type { Services } from '../../../src/apps/services';
import { createAuthProvider } from '../../../src/authProvider/authProvider';
import { routerBasename } from '../../../src/authProvider/routeGuard';
import { createAuthPages } from '../../../src/customRoutes/login';
import { i18nProvider } from '../../../src/i18n/provider';
import { AppTitle } from '../../../src/layout/AppTitle';
import { createConsoleLayout } from '../../../src/layout/Layout';
import { preservingStore } from '../../../src/layout/store';

/** Shows where it is; with `probe`, calls the server once (a stale token makes that a 401). */
const Page = ({ name, probe }: { name: string; probe?: boolean }) => {
    const location = useLocation();
    const dataProvider = useDataProvider<ReturnType<typeof createUserDataProvider>>();
    const [answer, setAnswer] = useState('');
    useEffect(() => {
        if (!probe) return;
        dataProvider.getUserInfo().then(
            () => setAnswer('ok'),
            () => setAnswer('failed'),
        );
    }, [probe, dataProvider]);
    return (
        <div>
            <h1>{name}</h1>
            <p data-testid="where">{`${location.pathname}${location.search}`}</p>
            <p>{answer}</p>
        </div>
    );
};

/**
 * The flavour's auth wiring exactly as src/apps/<flavour>/App.tsx builds it (authProvider, login page, open
 * routes, layout guard, store), around two test pages instead of the real resources.
 */
export const TestApp = ({ services }: { services: Services }) => {
    const { flavour, http } = services;
    const authProvider = useMemo(() => createAuthProvider(services), [services]);
    const dataProvider = useMemo(() => (flavour === 'user' ? createUserDataProvider(http) : createAdminDataProvider(http)), [flavour, http]);
    const auth = useMemo(() => createAuthPages(services), [services]);
    const layout = useMemo(() => createConsoleLayout(services.session, services.flavour), [services]);
    const store = useMemo(() => preservingStore(localStorageStore('1', `test.${flavour}`)), [flavour]);
    return (
        <BrowserRouter basename={routerBasename(flavour) || undefined}>
            <Admin
                title={<AppTitle i18nKey={flavour === 'user' ? 'app.name' : 'app.adminName'} />}
                authProvider={authProvider}
                loginPage={auth.loginPage}
                layout={layout}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={store}
                disableTelemetry
            >
                <CustomRoutes noLayout>{auth.routes}</CustomRoutes>
                <CustomRoutes>
                    <Route path="/console" element={<Page name="console home" />} />
                    <Route path="/dns/x" element={<Page name="protected page" />} />
                    <Route path="/dns/probe" element={<Page name="probe page" probe />} />
                </CustomRoutes>
            </Admin>
        </BrowserRouter>
    );
};

/** The code drawn in the demo captcha image currently shown (the demo draws one <text> per character). */
export const readCaptcha = async (img: HTMLImageElement): Promise<string> => {
    const svg = await (await fetch(img.src)).text();
    return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map(match => match[1]).join('');
};
