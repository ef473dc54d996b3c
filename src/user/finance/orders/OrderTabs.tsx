import { useStore, useTranslate } from 'react-admin';
import { PathTabs, tabLink, type KeptListParams } from '../../../ui/PathTabs';
import { ORDERS_STORE_KEY } from './listStore';
import { ORDER_TAB_NAMES, type OrderTab } from './tabs';
import { userPaths } from '../../paths';

/** The status tabs: each is a link to its path (/finance/order/{tab}), keeping the search. */
export const OrderTabs = ({ current }: { current: OrderTab }) => {
    const translate = useTranslate();
    const [params] = useStore<KeptListParams | undefined>(ORDERS_STORE_KEY);
    return (
        <PathTabs
            current={current}
            label={translate('orders.tabsLabel')}
            tabs={ORDER_TAB_NAMES.map(tab => ({ value: tab, label: translate(`orders.tabs.${tab}`), to: tabLink(userPaths.financeOrders(tab), params) }))}
        />
    );
};
