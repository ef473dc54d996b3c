import { messages } from '../../resources/messages';
import { userRoutes } from '../../routes/userRoutes';
import { ConsoleApp, type FlavourDefinition } from '../ConsoleApp';
import type { Services } from '../services';
import { createUserDataProvider } from './dataProvider';

const user: FlavourDefinition = {
    titleKey: 'app.name',
    createDataProvider: createUserDataProvider,
    routes: userRoutes,
    resources: [messages],
};

const UserApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={user} />;

export default UserApp;
