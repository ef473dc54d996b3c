import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../../src/apps/user/dataProvider';
import { i18nProvider } from '../../../src/i18n/provider';
import { UserLogPage } from '../../../src/resources/userLogs/UserLogPage';
import { testServices } from '../../support/services';

const Where = () => {
    const location = useLocation();
    return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
};

/** The operation log as the user app serves it at /log/list/:method: the real provider, the demo backend answering. */
export const renderUserLogs = (token: string, path = '/log/list/0') => {
    const services = testServices('user');
    services.session.setToken(token);
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/log/list/:method" element={<UserLogPage />} />
                    <Route path="*" element={<span />} />
                </Routes>
                <Where />
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
