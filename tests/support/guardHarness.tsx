import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { FlavourContext } from '../../src/authProvider/FlavourContext';
import { Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/provider';
import type { UserInfo } from '../../src/data/account/api';
import type { WebConfig } from '../../src/data/webConfig/api';
import { RouteTableProvider } from '../../src/console/routing/RouteTableContext';
import { userRoutes } from '../../src/user/routes';
import { MemoryDataRouter } from './MemoryDataRouter';

/** Where the router is: a test reads it to see a navigation happen. */
export const Where = () => {
    const { pathname, search } = useLocation();
    return <p data-testid="where">{`${pathname}${search}`}</p>;
};

export const webConfig = (power: WebConfig['power']): WebConfig => ({
    basic: {},
    power,
    seo: {},
    contact: {},
    exclusiveMode: [],
    list: [],
    cdnConf: {},
});

export const user = (fields: Partial<UserInfo> = {}): UserInfo => ({
    userId: 1,
    username: 'demo',
    mobile: '13800138000',
    realnameStatus: 1,
    unvalidModel: [],
    ...fields,
});

export interface FakeBackend {
    config: WebConfig | Promise<WebConfig>;
    /** undefined: the admin flavour (its provider has no userinfo call). */
    user?: UserInfo | Promise<UserInfo>;
}

/** The user console's route table and react-admin's contexts around `children`, with a fake web config and user. */
export const renderWithAccess = (backend: FakeBackend, children: ReactNode, initialPath = '/dns/dashboard', locale = 'cn') => {
    const dataProvider = {
        getWebConfig: () => Promise.resolve(backend.config),
        ...(backend.user !== undefined ? { getUserInfo: () => Promise.resolve(backend.user) } : {}),
    } as unknown as DataProvider;
    return (
        <FlavourContext.Provider value={backend.user === undefined ? 'admin' : 'user'}>
            <MemoryDataRouter initialEntries={[initialPath]}>
                <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
                    <RouteTableProvider routes={userRoutes}>
                        <Routes>
                            <Route path="*" element={children} />
                        </Routes>
                    </RouteTableProvider>
                </AdminContext>
            </MemoryDataRouter>
        </FlavourContext.Provider>
    );
};
