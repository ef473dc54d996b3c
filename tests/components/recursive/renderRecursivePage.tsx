import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createAdminDataProvider } from '../../../src/apps/admin/dataProvider';
import { RecursivePage } from '../../../src/customRoutes/recursive/RecursivePage';
import { getDemoDb } from '../../../src/demo/db';
import { issueToken } from '../../../src/demo/http';
import { i18nProvider } from '../../../src/i18n/provider';
import { testServices } from '../../support/services';

/**
 * The recursive page as the admin app runs it: the real admin dataProvider over the real HTTP client, the
 * demo backend answering through msw (setupDemoServer), signed in with an admin token the demo issued.
 */
export const renderRecursivePage = () => {
    const services = testServices('admin');
    services.session.setToken(issueToken(getDemoDb(), 'admin', 1));
    return render(
        <MemoryRouter initialEntries={['/dns/recursive']}>
            <AdminContext dataProvider={createAdminDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()}>
                <RecursivePage />
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
