import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../dataProvider';
import { MyPlansPage } from './MyPlansPage';
import { PurchasePage } from './PurchasePage';
import { VasPage } from './VasPage';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { i18nProvider } from '../../i18n/provider';
import { testServices } from '../../../tests/support/services';

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;

/**
 * The plan screens as the user app serves them (the route table's paths), over the real user dataProvider and
 * HTTP client, the demo backend answering through msw, signed in as the demo user.
 */
export const renderPlans = (path: string) => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Resource name="plan" />
                <Resource name="domain" />
                <Routes>
                    {[1, 2, 3, 4].map(mode => (
                        <Route key={mode} path={`/plan/own/${mode}`} element={<MyPlansPage />} />
                    ))}
                    <Route path="/plan/purchase" element={<PurchasePage />} />
                    <Route path="/payment/plans/:type" element={<PurchasePage />} />
                    <Route path="/plan/vas" element={<VasPage />} />
                    <Route path="*" element={<Where />} />
                </Routes>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
