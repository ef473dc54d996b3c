import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../dataProvider';
import { VerificationPage } from './VerificationPage';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { i18nProvider } from '../../../i18n/provider';
import { testServices } from '../../../../tests/support/services';

const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{location.pathname}</div>;
};

/** The verification screen as the user app runs it, signed in as demo user `userId` (2: not verified yet). */
export const renderVerification = (userId = 2) => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', userId));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
        <MemoryRouter initialEntries={['/account/verification']}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Routes>
                    <Route path="/account/verification" element={<VerificationPage />} />
                    <Route path="*" element={<Landed />} />
                </Routes>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
    return { ...view, queryClient };
};
