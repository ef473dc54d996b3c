import { Route } from 'react-router-dom';
import { messages } from '../../resources/messages';
import { AlipayRoute } from '../../routes/guards/PaymentGuard';
import { userRoutes } from '../../routes/userRoutes';
import { ConsoleApp, type FlavourDefinition } from '../ConsoleApp';
import type { Services } from '../services';
import { createUserDataProvider } from './dataProvider';

const user: FlavourDefinition = {
    titleKey: 'app.name',
    createDataProvider: createUserDataProvider,
    routes: userRoutes,
    resources: [messages],
    // entered only from the order, recharge or verification screens (PaymentGuard)
    extraRoutes: [<Route key="alipay" path="/alipay/:outTradeNo/:totalAmount/:body" element={<AlipayRoute />} />],
};

const UserApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={user} />;

export default UserApp;
