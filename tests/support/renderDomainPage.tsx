// the shell loads the route titles before any screen (FlavourDefinition.loadRouteTitles): so does this helper
import '../../src/i18n/areas/userRoutes';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, Resource } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../src/user/dataProvider';
import { getDemoDb } from '../../src/demo/db';
import { issueToken } from '../../src/demo/http';
import { i18nProvider } from '../../src/i18n/provider';
import { tableRoutes } from '../../src/console/routing/tableRoutes';
import { userRoutes } from '../../src/user/routes';
import { DomainGate } from '../../src/user/dns/domain/DomainGate';
import { testServices } from './services';
import { MemoryDataRouter } from './MemoryDataRouter';
import { userTableRoute } from './userTableRoute';

/** Where the router is now, for tests that follow a redirect. */
const CurrentPath = () => (
    <div data-testid="current-path" hidden>
        {useLocation().pathname}
    </div>
);

const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
};

export const DOMAIN_PATH = '/dns/domain/list/admin/example.com/7/1';

// `locale` stores the language as a user's choice; without it the store holds none and the provider's current locale
// stands (a test may switch it with i18nProvider.changeLocale)
const renderAt = (path: string, routes: ReactElement[], locale?: 'cn' | 'en') => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryDataRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={createUserDataProvider(services.http)}
                i18nProvider={i18nProvider}
                store={memoryStore(locale ? { locale } : {})}
                queryClient={queryClient}
            >
                {/* registered as the user app registers them, so lists and labels know the resources */}
                <Resource name="customLine" />
                <Resource name="requestLog" />
                <Routes>
                    {routes}
                    <Route path="*" element={<Landed />} />
                </Routes>
                <CurrentPath />
                <Notification />
            </AdminContext>
        </MemoryDataRouter>,
    );
};

/**
 * One domain page as the user app runs it, inside the domain's gate (the domain read first, its name the server's): the real user dataProvider over the real
 * HTTP client, msw answering (the demo backend plus the overrides a test adds), signed in as the first demo user;
 * react-query retries off. `search` (`?name=value`) is the address's query.
 */
export const renderDomainPage = (tab: string, screen: ReactElement, search = '') =>
    renderAt(`${DOMAIN_PATH}/${tab}${search}`, [userTableRoute(`/dns/domain/list/admin/:domain/:id/:userId/${tab}`, <DomainGate>{screen}</DomainGate>)]);

/** A domain's pages as renderDomainPage serves one, opened on `tab`, every other tab routed as the user app routes it; in `locale`. */
export const renderDomainTabs = (tab: string, path = DOMAIN_PATH, locale?: 'cn' | 'en') => renderAt(`${path}/${tab}`, tableRoutes(userRoutes), locale);

const ok = (members: Record<string, JsonBodyType>) => HttpResponse.json({ code: 1, msg: 'success', ...members });

export const DOMAIN = {
    id: 7,
    domain: 'example.com',
    status: 1,
    whoisStatus: 2,
    nsRecords: '["ns1.dnsconsole.cn","ns2.dnsconsole.cn"]',
    errorInfo: '["ns1.other.net"]',
    recordCount: 12,
    locked: 1,
    userid: 1,
};

/** Answers for the calls of docs/dns-api.md that a test needs, whatever the demo backend answers yet. */
export const answer = {
    domain: (data: Record<string, JsonBodyType> = DOMAIN) => http.get('*/app/dns/domain/info', () => ok({ data })),
    settings: (data: Record<string, JsonBodyType>) => http.get('*/app/dns/control/attr/info', () => ok({ data })),
    json: (method: 'get' | 'post', path: string, members: Record<string, JsonBodyType>) => http[method](`*/${path}`, () => ok(members)),
    refuse: (method: 'get' | 'post', path: string, msg: string) => http[method](`*/${path}`, () => HttpResponse.json({ code: 500, msg })),
};
