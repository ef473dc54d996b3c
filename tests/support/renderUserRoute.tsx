// the shell loads the route titles before any screen (FlavourDefinition.loadRouteTitles): so does this helper
import '../../src/i18n/areas/userRoutes';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../src/user/dataProvider';
import { i18nProvider } from '../../src/i18n/provider';
import { testServices } from './services';
import { MemoryDataRouter } from './MemoryDataRouter';
import { userTableRoute } from './userTableRoute';

/** Where the screen's links led: the path and the query, in `data-testid="where"`. */
const Where = () => {
    const location = useLocation();
    return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
};

/**
 * A user screen as the user app serves it at `route` (a path pattern; inside its frame, if the route table gives
 * it one), opened at `path`: the real provider over the real HTTP client, signed in with `token`, the demo
 * backend answering through msw (setupDemoServer).
 */
export const renderUserRoute = ({ token, route, path, screen }: { token: string; route: string; path: string; screen: ReactElement }) => {
    const services = testServices('user');
    services.session.setToken(token);
    return render(
        <MemoryDataRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    {userTableRoute(route, screen)}
                    <Route path="*" element={<span />} />
                </Routes>
                <Where />
                <Notification />
            </AdminContext>
        </MemoryDataRouter>,
    );
};
