import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserInfo } from '../../data/account/useUserInfo';
import { useWebConfig } from '../../data/webConfig/useWebConfig';
import type { AccessContext } from './access';
import { findRoute, menuTree, type MenuEntry } from './derive';
import type { ConsoleRoute } from './types';

const RouteTableContext = createContext<ConsoleRoute[]>([]);

/** Provides the flavour's route table to the menu, the guards and the page titles. */
export const RouteTableProvider = ({ routes, children }: { routes: ConsoleRoute[]; children: ReactNode }) => (
    <RouteTableContext.Provider value={routes}>{children}</RouteTableContext.Provider>
);

export const useRouteTable = () => useContext(RouteTableContext);

/** What the access rules need, from the web config and the signed-in user (both shared react-query caches). */
export const useAccessContext = (): AccessContext & { isPending: boolean } => {
    const webConfig = useWebConfig();
    const userInfo = useUserInfo();
    return useMemo(
        () => ({
            user: userInfo.data,
            power: webConfig.data?.power ?? {},
            exclusiveMode: webConfig.data?.exclusiveMode ?? [],
            cdnConfigured: Boolean(webConfig.data?.cdnConf?.siteUrl),
            isPending: webConfig.isPending || userInfo.isPending,
        }),
        [webConfig.data, webConfig.isPending, userInfo.data, userInfo.isPending],
    );
};

/** The table entry of the current location (undefined for a 404). */
export const useCurrentRoute = (): ConsoleRoute | undefined => {
    const routes = useRouteTable();
    const { pathname } = useLocation();
    return useMemo(() => findRoute(routes, pathname), [routes, pathname]);
};

/** The menu entries this user may see, nested as in the table. */
export const useMenuTree = (): MenuEntry[] => {
    const routes = useRouteTable();
    const context = useAccessContext();
    return useMemo(() => menuTree(routes, context), [routes, context]);
};
