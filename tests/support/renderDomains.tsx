import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../src/user/dataProvider';
import { i18nProvider } from '../../src/i18n/provider';
import { GroupList } from '../../src/user/dns/groups/GroupList';
import { DomainList } from '../../src/user/dns/domains/DomainList';
import { seedSession } from '../../src/console/queryClient';
import { testServices } from './services';
import { MemoryDataRouter } from './MemoryDataRouter';

const Where = () => {
    const location = useLocation();
    return <div data-testid="where">{location.pathname}</div>;
};

/** The signed-in user (id 7, the owner of the fake domains): the add dialog's record link names the owner. */
const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 7, fullName: 'demo' }),
};

/** My domains and Domain groups as the user app runs them: the real provider and HTTP client, msw answering. */
export const renderDomains = (path = '/dns/domain/list/list') => {
    const services = testServices('user');
    services.session.setToken('test-token');
    services.session.setUser({ userId: 7, username: 'demo' });
    // the identity known from the first render, as the app writes the stored session's in (console/queryClient.ts)
    const queryClient = new QueryClient();
    seedSession(queryClient, services.session);
    return render(
        <MemoryDataRouter initialEntries={[path]}>
            <AdminContext
                authProvider={authProvider}
                queryClient={queryClient}
                dataProvider={createUserDataProvider(services.http)}
                i18nProvider={i18nProvider}
                store={memoryStore()}
            >
                <Routes>
                    <Route path="/dns/domain/list/list" element={<DomainList />} />
                    <Route path="/dns/domain/list/group" element={<GroupList />} />
                    <Route path="*" element={<Where />} />
                </Routes>
                <Notification />
            </AdminContext>
        </MemoryDataRouter>,
    );
};
