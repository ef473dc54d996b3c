import { Route } from 'react-router-dom';
import { messages } from './messages';
import { AlipayRoute } from './payment/PaymentGuard';
import { userRoutes } from './routes';
import { ConsoleApp, type FlavourDefinition } from '../console/ConsoleApp';
import { preloadSignedIn } from '../console/preload';
import { userOpenRoutes } from './openRoutes';
import type { Services } from '../console/services';

const user: FlavourDefinition = {
    titleKey: 'app.name',
    loadDataProvider: () => import('./dataProvider').then(m => m.createUserDataProvider),
    routes: userRoutes,
    loadRouteTitles: () => import('../i18n/areas/userRoutes'),
    // these entities have no views of their own: the route table's screens list and edit them
    resources: [
        messages,
        ...[
            'domain',
            'domainGroup',
            'record',
            'customLine',
            'requestLog',
            'errorLog',
            'operationLog',
            'plan',
            'order',
            'domainLicense',
            'userLog',
            'bulkJob',
            'ptrZone',
            'ptrRecord',
            'gtmTask',
            'monitor',
            'httpdnsDomain',
            'sslOrder',
        ].map(name => ({ name })),
    ],
    openRoutes: userOpenRoutes,
    // entered only from the order, recharge or verification screens (PaymentGuard)
    extraRoutes: [<Route key="alipay" path="/alipay/:outTradeNo/:totalAmount/:body" element={<AlipayRoute />} />],
};

const UserApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={user} />;

export default UserApp;

/** Boot calls this when a session exists: the first page's chunks start loading at once (console/preload.ts). */
export const preload = (path: string, services: Services, callsReady: Promise<void>) => preloadSignedIn(user, path, services, callsReady);
