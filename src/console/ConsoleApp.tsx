import { useMemo, type ReactElement } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, type DataProvider, type ResourceProps } from 'react-admin';
import { createBrowserRouter, Navigate, Route } from 'react-router-dom';
import { FlavourContext } from '../authProvider/FlavourContext';
import { createAuthProvider } from '../authProvider/authProvider';
import { lazyProvider } from '../dataProvider/lazyProvider';
import { routerBasename } from '../authProvider/routeGuard';
import { createAuthPages } from '../open/login';
import type { HttpClient } from '../http/client';
import { i18nProvider } from '../i18n/provider';
import { AppTitle } from './shell/AppTitle';
import { createConsoleLayout } from './shell/Layout';
import { lightTheme } from './shell/theme';
import { NotFoundPage } from './routing/guards/NotFoundPage';
import { RedirectHelper } from './routing/guards/RedirectHelper';
import { webConfigCalls } from '../data/webConfig/api';
import { DataRouter } from './routing/DataRouter';
import { RouteTableProvider } from './routing/RouteTableContext';
import { tableRoutes } from './routing/tableRoutes';
import type { ConsoleRoute } from './routing/types';
import { rememberedBy } from './remembered';
import { KnownResources } from './KnownResources';
import type { Services } from './services';

/** What makes a flavour: its name, provider, route table and resources. Everything else is shared. */
export interface FlavourDefinition {
    titleKey: string;
    /**
     * The flavour's full provider (its resource declarations and custom calls), loaded after the sign-in page:
     * until then only the web config answers (lazyProvider).
     */
    loadDataProvider: () => Promise<(http: HttpClient) => DataProvider>;
    routes: ConsoleRoute[];
    /** The route table's titles (`routes.*`, an i18n area): loaded with the shell, as the sign-in page shows none. */
    loadRouteTitles: () => Promise<unknown>;
    resources: ResourceProps[];
    /** Routes outside the table (the payment page, say), inside the layout. */
    extraRoutes?: ReactElement[];
    /** Pages open without signing in (register, forget...), outside the layout; `custom`: the custom sign-in wrapper. */
    openRoutes?: (custom: boolean) => ReactElement[];
}

const Home = () => <Navigate to="/dns/dashboard" replace />;

/** One flavour of the console: react-admin over the flavour's provider, with routes derived from its table. */
export const ConsoleApp = ({ services, definition }: { services: Services; definition: FlavourDefinition }) => {
    const authProvider = useMemo(() => createAuthProvider(services), [services]);
    const dataProvider = useMemo(
        () =>
            lazyProvider<DataProvider>(webConfigCalls(services.http), () => definition.loadDataProvider().then(create => create(services.http)), {
                // loaded by the signed-in preload before the first render
                loaded: rememberedBy(definition.loadDataProvider)?.(services.http),
            }),
        [services, definition],
    );
    const auth = useMemo(() => createAuthPages(services), [services]);
    const layout = useMemo(() => createConsoleLayout(services, definition.loadRouteTitles), [services, definition]);
    const routes = useMemo(() => tableRoutes(definition.routes), [definition]);
    return (
        <FlavourContext.Provider value={services.flavour}>
            <RouteTableProvider routes={definition.routes}>
                <DataRouter create={routes => createBrowserRouter(routes, { basename: routerBasename(services.flavour, services.config) || undefined })}>
                    <AdminContext
                        authProvider={authProvider}
                        dataProvider={dataProvider}
                        i18nProvider={i18nProvider}
                        store={services.store}
                        queryClient={services.queryClient}
                        theme={lightTheme}
                    >
                        <KnownResources resources={definition.resources}>
                            <AdminUI
                                title={<AppTitle i18nKey={definition.titleKey} />}
                                loginPage={auth.loginPage}
                                layout={layout}
                                dashboard={Home}
                                catchAll={NotFoundPage}
                                disableTelemetry
                            >
                                {/* open pages (register, forget, ...): no layout, no sign-in */}
                                <CustomRoutes noLayout>{definition.openRoutes?.(auth.custom) ?? []}</CustomRoutes>
                                <CustomRoutes>
                                    <Route path="/console" element={<Navigate to="/dns/dashboard" replace />} />
                                    {/* refresh helper: /redirect/<path> re-mounts <path> */}
                                    <Route path="/redirect/*" element={<RedirectHelper />} />
                                    {routes}
                                    {definition.extraRoutes}
                                </CustomRoutes>
                                {definition.resources.map(resource => (
                                    <Resource key={resource.name} {...resource} />
                                ))}
                            </AdminUI>
                        </KnownResources>
                    </AdminContext>
                </DataRouter>
            </RouteTableProvider>
        </FlavourContext.Provider>
    );
};
