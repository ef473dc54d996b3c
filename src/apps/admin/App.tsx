import { sysConfig } from '../../resources/sysConfig';
import { adminRoutes } from '../../routes/adminRoutes';
import { ConsoleApp, type FlavourDefinition } from '../ConsoleApp';
import type { Services } from '../services';

const admin: FlavourDefinition = {
    titleKey: 'app.adminName',
    loadDataProvider: () => import('./dataProvider').then(m => m.createAdminDataProvider),
    routes: adminRoutes,
    loadRouteTitles: () => import('../../i18n/areas/adminRoutes'),
    // resources without views of their own: the route table's screens list them at the spec's paths
    resources: [
        sysConfig,
        { name: 'recursiveSegments' },
        { name: 'adminMessage' },
        { name: 'appUser' },
        { name: 'blackDomain' },
        { name: 'httpdnsUserConfig' },
        { name: 'httpdnsDomain' },
        { name: 'probeIp' },
        { name: 'cacheEntry' },
        { name: 'product' },
    ],
};

const AdminApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={admin} />;

export default AdminApp;
