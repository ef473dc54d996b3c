import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { createAdminDataProvider } from '../../src/admin/dataProvider';
import { FlavourContext } from '../../src/authProvider/FlavourContext';
import { getDemoDb } from '../../src/demo/db';
import { issueToken } from '../../src/demo/http';
import { i18nProvider } from '../../src/i18n/provider';
import { FreshCodeHost } from '../../src/ui/twoFactor/FreshCodeHost';
import { testServices } from './services';
import { MemoryDataRouter } from './MemoryDataRouter';

/**
 * An admin screen as the admin app runs it: the real admin dataProvider over the real HTTP client, the demo
 * backend answering through msw (setupDemoServer), signed in with an admin token the demo issued. react-query
 * retries are off so an error shows at once.
 */
export const renderAdminScreen = (path: string, screen: ReactNode) => {
    const services = testServices('admin');
    services.session.setToken(issueToken(getDemoDb(), 'admin', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <FlavourContext.Provider value="admin">
            <MemoryDataRouter initialEntries={[path]}>
                <AdminContext dataProvider={createAdminDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                    {screen}
                    <Notification />
                    <FreshCodeHost />
                </AdminContext>
            </MemoryDataRouter>
        </FlavourContext.Provider>,
    );
};
