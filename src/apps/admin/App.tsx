import { sysConfig } from '../../resources/sysConfig';
import { adminRoutes } from '../../routes/adminRoutes';
import { ConsoleApp, type FlavourDefinition } from '../ConsoleApp';
import type { Services } from '../services';
import { createAdminDataProvider } from './dataProvider';

const admin: FlavourDefinition = {
    titleKey: 'app.adminName',
    createDataProvider: createAdminDataProvider,
    routes: adminRoutes,
    // recursiveSegments has no views of its own: the /dns/recursive screen lists it
    resources: [sysConfig, { name: 'recursiveSegments' }],
};

const AdminApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={admin} />;

export default AdminApp;
