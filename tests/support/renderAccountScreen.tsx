import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createUserDataProvider } from '../../src/user/dataProvider';
import { getDemoDb } from '../../src/demo/db';
import { issueToken } from '../../src/demo/http';
import { i18nProvider } from '../../src/i18n/provider';
import { FreshCodeHost } from '../../src/ui/twoFactor/FreshCodeHost';
import { testServices } from './services';
import { MemoryDataRouter } from './MemoryDataRouter';

/**
 * A user screen as the user app runs it: the real user dataProvider over the real HTTP client, the demo backend
 * answering through msw (setupDemoServer), signed in as the given demo user, in the given language.
 */
export const renderAccountScreen = (routePath: string, element: ReactElement, path = routePath, userId = 1, locale: 'cn' | 'en' = 'cn') => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', userId));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryDataRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={createUserDataProvider(services.http)}
                i18nProvider={i18nProvider}
                store={memoryStore({ locale })}
                queryClient={queryClient}
            >
                <Resource name="domain" />
                <Resource name="domainLicense" />
                <Routes>
                    <Route path={routePath} element={element} />
                </Routes>
                <Notification />
                <FreshCodeHost />
            </AdminContext>
        </MemoryDataRouter>,
    );
};
