import { sysConfig } from './system/config';
import { adminRoutes } from './routes';
import { ConsoleApp, type FlavourDefinition } from '../console/ConsoleApp';
import { preloadSignedIn } from '../console/preload';
import type { Services } from '../console/services';

const admin: FlavourDefinition = {
    titleKey: 'app.adminName',
    loadDataProvider: () => import('./dataProvider').then(m => m.createAdminDataProvider),
    routes: adminRoutes,
    loadRouteTitles: () => import('../i18n/areas/adminRoutes'),
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
        { name: 'adminAudit' },
    ],
};

const AdminApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={admin} />;

export default AdminApp;

/** Boot calls this when a session exists: the first page's chunks start loading at once (console/preload.ts). */
export const preload = (path: string, services: Services, callsReady: Promise<void>) => preloadSignedIn(admin, path, services, callsReady);
